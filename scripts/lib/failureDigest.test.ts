import { describe, expect, it } from 'vitest'
import { playwrightFailures, vitestFailures } from './failureDigest.mjs'

describe('failureDigest', () => {
  it('names each failed Vitest test with the first lines of its message, colour codes and stack removed, and a timeout as one', () => {
    const report = {
      testResults: [
        {
          name: `${process.cwd()}/scripts/a.test.ts`,
          status: 'failed',
          assertionResults: [
            { status: 'passed', fullName: 'a works', failureMessages: [] },
            { status: 'failed', fullName: 'a fails', failureMessages: ['\u001b[31mAssertionError\u001b[39m: expected 1 to be 2\n    at scripts/a.test.ts:3:1'] },
            { status: 'failed', fullName: 'a runs out of time', duration: 20001.4, failureMessages: ['Error: STACK_TRACE_ERROR\n    at scripts/a.test.ts:9:3'] },
          ],
        },
        { name: `${process.cwd()}/scripts/b.test.ts`, status: 'failed', message: 'SyntaxError: unexpected token', assertionResults: [] },
      ],
    }
    expect(vitestFailures(report)).toEqual([
      'scripts/a.test.ts › a fails: AssertionError: expected 1 to be 2',
      'scripts/a.test.ts › a runs out of time: timed out after 20001 ms (its time limit)',
      'scripts/b.test.ts: did not load: SyntaxError: unexpected token',
    ])
  })

  it('names unexpected and flaky Playwright tests with the error of the failed try, and nothing for a missing report', () => {
    const test = (status: string, message: string, line?: number) => ({ status, results: [{ status: 'failed', error: { message, ...(line ? { location: { file: 'x', line, column: 3 } } : {}) } }, { status: 'passed' }] })
    const report = {
      suites: [
        {
          title: 'connect.spec.ts',
          specs: [
            { title: 'connects', tests: [test('expected', '')] },
            { title: 'signs', tests: [test('unexpected', 'Error: timed out\nCall log:', 52)] },
          ],
          suites: [{ title: 'reload', specs: [{ title: 'restores', tests: [test('flaky', 'Error: detached')] }] }],
        },
      ],
    }
    expect(playwrightFailures(report)).toEqual([
      'connect.spec.ts › signs (line 52): Error: timed out ⏎ Call log:',
      'connect.spec.ts › reload › restores (flaky: passed on its retry): Error: detached',
    ])
    expect(playwrightFailures(undefined)).toEqual([])
    expect(vitestFailures(undefined)).toEqual([])
  })

  it('cuts a long message at 300 characters', () => {
    const report = { testResults: [{ name: 'x.test.ts', assertionResults: [{ status: 'failed', title: 't', failureMessages: ['y'.repeat(1000)] }] }] }
    expect(vitestFailures(report)[0]).toBe(`x.test.ts › t: ${'y'.repeat(300)}…`)
  })
})
