import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { findBrokenDocLinks } from './lib/findBrokenDocLinks'
import { findOutsideReferences } from './lib/findOutsideReferences'

const TEXT_FILE = /\.(ts|tsx|js|mjs|cjs|mts|md|html|css|json|ya?ml|sh)$/

function scan(samples: Record<string, string>) {
  return findOutsideReferences(Object.keys(samples), '/repo', (path) => samples[path.slice('/repo/'.length)] ?? '')
}

function repoTextFiles(): string[] {
  return execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { encoding: 'utf8' })
    .split('\n')
    .filter((file) => TEXT_FILE.test(file) && !/(^|\/)(node_modules|dist)\//.test(file) && file !== 'package-lock.json')
    .filter((file) => !file.endsWith('noOutsideReferences.test.ts')) // its samples are the cases it must find
}

describe('no reference outside the repository (issue 34 point 6)', () => {
  it('no source, doc or test file points at SPEC.md, ../shared outside the repository or a bare § number', () => {
    const files = repoTextFiles()
    expect(files.length).toBeGreaterThan(100)
    expect(findOutsideReferences(files, process.cwd())).toEqual([])
  }, 60_000)

  it('every docs/ page and heading the code, tests and docs point at exists', () => {
    expect(findBrokenDocLinks(repoTextFiles(), process.cwd())).toEqual([])
  }, 60_000)

  it('finds a product document by name, a bare section number and a path that climbs out to ../shared', () => {
    const found = scan({
      'a.ts': '// the §5 text',
      'b.ts': '/** SPEC.md rules */',
      'c.md': 'see DESIGN.md "The bridge"',
      'd.ts': "// read ../../shared/SPEC notes",
      'e.ts': "import x from '../shared/x'",
      'f.md': 'texts from /work/shared',
    })
    expect(found.map((f) => f.file)).toEqual(['a.ts', 'b.ts', 'c.md', 'd.ts', 'e.ts', 'f.md'])
  })

  it('accepts docs/ links, shared/ inside the repository and sections of numbered standards', () => {
    expect(scan({
      'modal-app/x.ts': "import { t } from '../shared/t'\n// (docs/validation.md#amounts)",
      'host-sdk/bridge/y.ts': "import { z } from '../../shared/z'",
      'modal-app/z.ts': '// PKCE verifier (RFC 7636 §4.1), base64url (RFC 4648 §5)\n// see RFC\n// 7636 §4.2',
    })).toEqual([])
  })

  it('finds a pointer at a missing page or heading, and accepts one at a heading that exists', () => {
    const root = mkdtempSync(join(tmpdir(), 'airlock-doclinks-'))
    mkdirSync(join(root, 'docs'))
    writeFileSync(join(root, 'docs/views.md'), "# Views\n\n## The embedded wallet's keys\n\nSee [stack](views.md#stack).\n")
    writeFileSync(join(root, 'a.ts'), "// docs/views.md#the-embedded-wallets-keys and docs/views.md\n// docs/views.md#gone\n// docs/nope.md#views\n")
    expect(findBrokenDocLinks(['a.ts', 'docs/views.md'], root).map((f) => `${f.file}:${f.line} ${f.link}`))
      .toEqual(['a.ts:2 docs/views.md#gone', 'a.ts:3 docs/nope.md#views', 'docs/views.md:5 ](views.md#stack)'])
  })
})
