import { readFileSync } from 'node:fs'

/** One focused, skipped or todo test found in a test file. */
export interface SkippedTest {
  file: string
  line: number
  text: string
}

// it.only / test.skip / describe.todo / test.fixme / it.skipIf / runIf (any chain such as
// test.describe.only), Jasmine-style xit / fit, and `{ skip: true }` / `{ todo: true }` options.
const PATTERNS = [
  /\b(?:it|test|describe|suite|bench)(?:\.\w+)*\.(?:only|skip|todo|fixme|skipIf|runIf)\b/,
  /(?<![\w.])[xf](?:it|test|describe)\s*\(/,
  /[{,]\s*(?:skip|todo|only)\s*:\s*true\b/,
]

/**
 * Lists every `.only`, skipped, todo or fixme test in `files`, so `npm test` fails on them
 * instead of quietly running less than it claims (Vitest runs with `--allowOnly=false` and
 * Playwright with `forbidOnly`, but neither fails on a skip).
 *
 * @example
 * findSkippedTests(['host-sdk/ssrImport.test.ts']) // []
 */
export function findSkippedTests(files: readonly string[], readFile: (file: string) => string = (f) => readFileSync(f, 'utf8')): SkippedTest[] {
  const found: SkippedTest[] = []
  for (const file of files) {
    readFile(file)
      .split('\n')
      .forEach((text, index) => {
        if (PATTERNS.some((pattern) => pattern.test(text))) found.push({ file, line: index + 1, text: text.trim() })
      })
  }
  return found
}
