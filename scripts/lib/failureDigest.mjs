// The failed tests of a run, a line each, printed by npm test just above its summary: a CI log is
// often read from its tail, and the suites' own output (hundreds of lines above) names a failure
// only where it happened.

const MAX_MESSAGE = 300

/**
 * The failed tests of a Vitest JSON report, as `file › title: first lines of the message`.
 *
 * Each entry keeps the first non-empty lines of the failure message, colour codes removed, cut at
 * 300 characters, so the digest fits a screen however long the stack trace.
 *
 * @example
 * vitestFailures(JSON.parse(readFileSync('.airlock/reports/unit-node24.json', 'utf8')))
 * // ['scripts/apiReference.test.ts › the API reference …: AssertionError: docs/api/… run npm run docs:api']
 */
export function vitestFailures(report) {
  const lines = []
  for (const file of report?.testResults ?? []) {
    const name = relative(file.name)
    for (const test of file.assertionResults ?? []) {
      if (test.status === 'failed') lines.push(`${name} › ${test.fullName ?? test.title}: ${vitestMessage(test)}`)
    }
    if ((file.assertionResults ?? []).length === 0 && file.status === 'failed') lines.push(`${name}: did not load: ${firstLines(file.message ?? '')}`)
  }
  return lines
}

/**
 * The failed tests of a Playwright JSON report (unexpected, and flaky ones' failed tries), as
 * `file › title (line N): first lines of the error`, N being the line of the test's own file
 * where it failed (a test that waits on the same thing twice is otherwise ambiguous in a CI log).
 *
 * @example
 * playwrightFailures(JSON.parse(readFileSync('.airlock/reports/e2e-1.json', 'utf8')))
 * // ['connect.spec.ts › connect › a newcomer connects: Error: expect(locator).toHaveText(…) failed']
 */
export function playwrightFailures(report) {
  const lines = []
  const walk = (suite, path) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected' && test.status !== 'flaky') continue
        const failedTry = (test.results ?? []).find((r) => r.status !== 'passed' && r.status !== 'skipped')
        const message = failedTry?.error?.message ?? failedTry?.errors?.[0]?.message ?? failedTry?.status ?? ''
        const label = test.status === 'flaky' ? ' (flaky: passed on its retry)' : ''
        const at = failedTry?.error?.location ?? failedTry?.errors?.[0]?.location
        const where = at?.line ? ` (line ${at.line})` : ''
        lines.push(`${[...path, spec.title].filter(Boolean).join(' › ')}${label}${where}: ${firstLines(message)}`)
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...path, child.title])
  }
  for (const suite of report?.suites ?? []) walk(suite, [suite.title])
  return lines
}

function relative(path) {
  const cwd = `${process.cwd()}/`
  return path?.startsWith(cwd) ? path.slice(cwd.length) : path
}

// Vitest reports a test that ran out of time with the stack of the error it made when the test was
// declared, whose first line is "Error: STACK_TRACE_ERROR": the digest says what happened instead.
const VITEST_TIMEOUT_STACK = /^Error: STACK_TRACE_ERROR\b/

function vitestMessage(test) {
  const message = test.failureMessages?.join('\n') ?? ''
  if (!VITEST_TIMEOUT_STACK.test(message)) return firstLines(message)
  return `timed out${Number.isFinite(test.duration) ? ` after ${Math.round(test.duration)} ms` : ''} (its time limit)`
}

function firstLines(message) {
  const plain = message.replace(/\u001b\[[0-9;]*m/g, '')
  const text = plain
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('at '))
    .slice(0, 4)
    .join(' ⏎ ')
  return text.length > MAX_MESSAGE ? `${text.slice(0, MAX_MESSAGE)}…` : text
}
