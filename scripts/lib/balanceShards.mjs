// Splits the e2e spec files into shards of about equal running time, from the seconds each file
// took in the last run (e2e/durations.json). Playwright's own --shard splits by file order, which
// left one shard 6 minutes behind the other.
import { readFileSync, writeFileSync } from 'node:fs'

/**
 * Deals the files to `count` shards, longest first, each to the shard with the least time so far
 * (a file with no recorded time counts as the mean of the recorded ones). Each shard's files come
 * back in name order, so a shard runs its files in the order a plain run would.
 *
 * @example
 * balanceShards(['a.spec.ts', 'b.spec.ts', 'c.spec.ts'], { 'a.spec.ts': 90, 'b.spec.ts': 50, 'c.spec.ts': 40 }, 2)
 * // [['a.spec.ts'], ['b.spec.ts', 'c.spec.ts']]
 */
export function balanceShards(files, seconds, count) {
  const known = files.map((f) => seconds[f]).filter((s) => typeof s === 'number')
  const mean = known.length ? known.reduce((a, b) => a + b, 0) / known.length : 1
  const timeOf = (f) => (typeof seconds[f] === 'number' ? seconds[f] : mean)
  const shards = Array.from({ length: count }, () => ({ files: [], total: 0 }))
  for (const file of [...files].sort((a, b) => timeOf(b) - timeOf(a) || (a < b ? -1 : 1))) {
    const lightest = shards.reduce((min, s) => (s.total < min.total ? s : min))
    lightest.files.push(file)
    lightest.total += timeOf(file)
  }
  return shards.map((s) => s.files.sort())
}

/**
 * The seconds each spec file took in a Playwright JSON report (every result of every test,
 * retries included), keyed by the file's path under e2e/tests.
 *
 * @example
 * specSeconds(JSON.parse(readFileSync('.airlock/reports/e2e-1.json', 'utf8'))) // { 'newcomer.spec.ts': 41.2, … }
 */
export function specSeconds(report) {
  const seconds = {}
  const walk = (suite, file) => {
    const here = suite.file ?? file
    for (const spec of suite.specs ?? []) for (const test of spec.tests ?? []) for (const result of test.results ?? []) seconds[here] = (seconds[here] ?? 0) + (result.duration ?? 0) / 1000
    for (const child of suite.suites ?? []) walk(child, here)
  }
  for (const suite of report?.suites ?? []) walk(suite)
  return Object.fromEntries(Object.entries(seconds).map(([file, s]) => [file, Math.round(s * 10) / 10]))
}

/** Reads e2e/durations.json (file → seconds); an absent or unreadable file is no record. */
export function readDurations(path = 'e2e/durations.json') {
  try {
    return JSON.parse(readFileSync(path, 'utf8'))
  } catch {
    return {}
  }
}

/** Writes the run's durations over the recorded ones (files not run keep theirs), sorted by name. */
export function writeDurations(fresh, path = 'e2e/durations.json') {
  const merged = { ...readDurations(path), ...fresh }
  writeFileSync(path, `${JSON.stringify(Object.fromEntries(Object.entries(merged).sort(([a], [b]) => (a < b ? -1 : 1))), null, 2)}\n`)
}
