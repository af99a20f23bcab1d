#!/usr/bin/env node
// Makes the Inter woff2 subsets the modal serves (modal-app/public/fonts) from the variable Inter
// of the npm package inter-ui (OFL-1.1, a devDependency): fontTools' instancer keeps the weights
// 400 to 600 at the text optical size, and its subsetter keeps each face's characters and
// features. The subsets are committed, so building the modal needs neither tool; run this when
// the ranges or faces in interFonts.mjs change, or to take a newer Inter:
//   apt-get install python3-fonttools python3-brotli
//   node modal-app/scripts/subsetFonts.mjs [source.woff2]   (default: inter-ui's InterVariable.woff2)
// A Python with fontTools and brotli is looked for as $PYTHON, python3, then /usr/bin/python3.
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { INTER_EXTENDED_FACES, INTER_EXTENDED_RANGE, INTER_FACES, INTER_LAYOUT_FEATURES, INTER_OPTICAL_SIZE, INTER_SCRIPTS, INTER_SOURCE, INTER_UNICODE_RANGE, INTER_WEIGHTS } from './interFonts.mjs'
import { uncoveredCharacters } from './uncoveredCharacters.mjs'

const modalApp = join(dirname(fileURLToPath(import.meta.url)), '..')
const source = process.argv[2] ?? createRequire(import.meta.url).resolve(INTER_SOURCE)
const target = join(modalApp, 'public', 'fonts')

/** The first Python that can import fontTools and brotli (woff2 needs both). */
function findPython() {
  for (const python of [process.env.PYTHON, 'python3', '/usr/bin/python3'].filter(Boolean)) {
    try {
      execFileSync(python, ['-c', 'import fontTools.subset, brotli'], { stdio: 'ignore' })
      return python
    } catch {
      // Not this one: try the next candidate.
    }
  }
  console.error('no Python with fontTools and brotli: apt-get install python3-fonttools python3-brotli, or set PYTHON')
  process.exit(1)
}

/** Every UI string: the locales and the modal's and shared code's non-test sources. */
function uiText(dir = modalApp, files = []) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) uiText(path, files)
    else if (/\.(json|tsx?)$/.test(name) && !/\.test\.tsx?$/.test(name)) files.push(readFileSync(path, 'utf8'))
  }
  return files.join('\n')
}

// Letters of the scripts Inter draws must be in a served range; other scripts fall back whole.
const missing = uncoveredCharacters(uiText(), `${INTER_UNICODE_RANGE}, ${INTER_EXTENDED_RANGE}`).filter((c) => INTER_SCRIPTS.test(c))
if (missing.length) {
  console.error(`the UI uses letters outside INTER_UNICODE_RANGE and INTER_EXTENDED_RANGE: ${missing.join(' ')} (add them to interFonts.mjs and airlock.css)`)
  process.exit(1)
}

const python = findPython()
mkdirSync(target, { recursive: true })
const subsets = [
  ...INTER_FACES.map((face) => ({ face, range: INTER_UNICODE_RANGE })),
  ...INTER_EXTENDED_FACES.map((face) => ({ face, range: INTER_EXTENDED_RANGE })),
]
if (!existsSync(source)) {
  console.error(`missing ${source}: run npm install (inter-ui is a devDependency) or pass a variable Inter woff2`)
  process.exit(1)
}
// The design space the modal draws, as one variable font: weights 400–600, the text optical size.
const work = mkdtempSync(join(tmpdir(), 'airlock-inter-'))
const instance = join(work, 'Inter-instance.ttf')
execFileSync(python, ['-m', 'fontTools.varLib.instancer', source, `wght=${INTER_WEIGHTS.min}:${INTER_WEIGHTS.max}`, `opsz=${INTER_OPTICAL_SIZE}`, '-o', instance], { stdio: 'inherit' })
for (const { face, range } of subsets) {
  const to = join(target, face.file)
  execFileSync(python, [
    '-m', 'fontTools.subset', instance,
    `--unicodes=${range.replace(/\s/g, '')}`,
    `--layout-features=${INTER_LAYOUT_FEATURES.join(',')}`,
    '--flavor=woff2',
    // Hints do nothing for the sizes the modal draws; flat outlines compress better.
    '--no-hinting',
    '--desubroutinize',
    `--output-file=${to}`,
  ], { stdio: 'inherit' })
  console.log(`${face.file}: ${statSync(to).size} bytes`)
}
rmSync(work, { recursive: true, force: true })
