import { execFileSync } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { findBrokenMarkdownLinks } from './lib/findBrokenMarkdownLinks'

const REFERENCE = 'docs/api'
const markdownUnder = (dir: string) => (readdirSync(dir, { recursive: true }) as string[]).filter((f) => f.endsWith('.md')).sort()

describe('the API reference (docs/api, typedoc from the doc comments of airlock, airlock/solana, airlock/server, airlock/wagmi)', () => {
  it('is what the doc comments make now (npm run docs:api), with no broken {@link} (typedoc fails on one)', () => {
    const out = mkdtempSync(join(tmpdir(), 'airlock-api-'))
    try {
      execFileSync(process.execPath, ['node_modules/typedoc/bin/typedoc', '--out', out, '--logLevel', 'Warn'], { stdio: 'pipe' })
      const made = markdownUnder(out)
      expect(markdownUnder(REFERENCE)).toEqual(made)
      for (const file of made) expect(readFileSync(join(REFERENCE, file), 'utf8'), `${REFERENCE}/${file}: run npm run docs:api`).toBe(readFileSync(join(out, file), 'utf8'))
    } finally {
      rmSync(out, { recursive: true, force: true })
    }
  }, 120_000)

  it('every link between its pages reaches a page and a heading that exist', () => {
    const files = markdownUnder(REFERENCE).map((f) => join(REFERENCE, f))
    expect(files.length).toBeGreaterThan(4)
    expect(findBrokenMarkdownLinks(files, process.cwd())).toEqual([])
  })
})
