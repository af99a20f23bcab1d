import { execFileSync } from 'node:child_process'
import { describe, expect, it } from 'vitest'
import { findSkippedTests } from './findSkippedTests'

const read = (samples: Record<string, string>) => (file: string) => samples[file]!

describe('findSkippedTests', () => {
  it('no test file of the repository has a focused, skipped, todo or fixme test', () => {
    const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '*.test.ts', '*.test.tsx', '*.spec.ts'], { encoding: 'utf8' })
      .split('\n')
      .filter((file) => file && !file.endsWith('findSkippedTests.test.ts'))
    expect(files.length).toBeGreaterThan(20)
    expect(findSkippedTests(files)).toEqual([])
  })

  it.each([
    "it.only('x', () => {})",
    "test.skip('x', async () => {})",
    "describe.todo('x')",
    "test.fixme('x', async () => {})",
    "test.describe.only('x', () => {})",
    "it.skipIf(process.env.CI)('x', () => {})",
    'test.skip(true, "later")',
    "xit('x', () => {})",
    "fdescribe('x', () => {})",
    "it('x', { skip: true }, () => {})",
    "it.todo('x')",
  ])('finds %s', (line) => {
    expect(findSkippedTests(['a.test.ts'], read({ 'a.test.ts': `import { it } from 'vitest'\n${line}\n` }))).toEqual([{ file: 'a.test.ts', line: 2, text: line }])
  })

  it('leaves ordinary tests and words that only look alike alone', () => {
    const text = "it('skips the only row', () => { expect(skip).toBe(1); profit(); const exit = 1; box.only = true })\n"
    expect(findSkippedTests(['a.test.ts'], read({ 'a.test.ts': text }))).toEqual([])
  })
})
