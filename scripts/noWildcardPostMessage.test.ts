import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

describe('security.md #3', () => {
  it("no source file posts to the wildcard origin '*'", () => {
    const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '*.ts', '*.tsx', '*.js', '*.mjs', '*.html'], { encoding: 'utf8' })
      .split('\n')
      .filter(Boolean)
    const offenders = files.filter((file) => /postMessage\([^)]*,\s*['"`]\*['"`]/.test(readFileSync(file, 'utf8')))
    expect(files.length).toBeGreaterThan(20)
    expect(offenders).toEqual([])
  })
})
