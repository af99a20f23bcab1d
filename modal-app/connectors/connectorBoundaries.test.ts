import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative, resolve, sep } from 'node:path'
import { describe, expect, it } from 'vitest'

const here = resolve(import.meta.dirname)
const folders = readdirSync(here).filter((name) => statSync(join(here, name)).isDirectory())

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return sources(path)
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : []
  })
}

/** Where each import of a file points, relative to the modal app. */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8')
  const specifiers = [...text.matchAll(/(?:from|import)\s*\(?\s*'([^']+)'/g)].map((m) => m[1]!)
  return specifiers.filter((s) => s.startsWith('.')).map((s) => relative(resolve(here, '..'), resolve(file, '..', s)).split(sep).join('/'))
}

describe('connector folders stay plug-ins', () => {
  it('finds the connector folders', () => {
    expect(folders).toEqual(expect.arrayContaining(['injected', 'walletConnect']))
  })

  for (const folder of folders) {
    it(`${folder}/ never routes and never reaches into another connector`, () => {
      const offending = sources(join(here, folder)).flatMap((file) =>
        importsOf(file)
          .filter((target) => /^features\/(router|modal)\//.test(target) || (target.startsWith('connectors/') && folders.some((other) => other !== folder && target.startsWith(`connectors/${other}/`))))
          .map((target) => `${relative(here, file)} -> ${target}`),
      )
      expect(offending).toEqual([])
    })
  }

  for (const folder of folders) {
    it(`${folder}/ reports and never writes the store (no dispatch: the hub applies what it reports)`, () => {
      const offending = sources(join(here, folder)).filter((file) => /\bdispatch\s*\(/.test(readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '')))
      expect(offending.map((file) => relative(here, file))).toEqual([])
    })
  }
})
