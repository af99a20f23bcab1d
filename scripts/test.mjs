// npm test: installs what is missing, runs every suite, ends with one line "N passed, N failed".
// Runs on the project's Node 24; the unit and service suites run again on every other tested line.
import { spawnSync } from 'node:child_process'
import { mkdirSync, readFileSync, rmSync } from 'node:fs'
import { resolve } from 'node:path'
import { ensureChromium, ensureEngines, ensurePostgres, ensureProjectNode } from './lib/ensureInstalled.mjs'
import { lineNodePath, nodeLines } from './lib/nodeLines.mjs'

await ensureProjectNode()
ensureChromium()
ensureEngines()
ensurePostgres()
mkdirSync('.airlock/reports', { recursive: true })

const node = process.execPath
const env = { ...process.env, AIRLOCK_PROFILE: 'test', VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true', PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1', FORCE_COLOR: '0' }
const results = []

function step(name, args, count, runtime = node) {
  console.log(`\n=== ${name}`)
  const started = Date.now()
  const { status } = spawnSync(runtime, args, { stdio: 'inherit', env })
  const counted = count ? count(status) : status === 0 ? { passed: 1, failed: 0 } : { passed: 0, failed: 1 }
  results.push({ name, ...counted, seconds: Math.round((Date.now() - started) / 1000) })
  return status === 0
}

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'))
  } catch {
    return undefined
  }
}

step('typecheck', ['node_modules/typescript/bin/tsc', '-p', 'tsconfig.json', '--noEmit'])
step('lint', ['node_modules/eslint/bin/eslint.js', '.'])

/** Runs one vitest suite as a row, counting its tests from vitest's JSON report (skipped and todo count as failed). */
function vitestStep(name, report, extraArgs, runtime, what) {
  rmSync(report, { force: true })
  // A focused test fails the run (--allowOnly=false).
  const args = ['node_modules/vitest/vitest.mjs', 'run', ...extraArgs, '--allowOnly=false', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`]
  step(name, args, (status) => {
    const r = readJson(report)
    if (!r) {
      console.log(`${name}: no report: vitest did not run ${what} (see above)`)
      return { passed: 0, failed: 1 }
    }
    const skipped = (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0)
    if (skipped > 0) console.log(`${name}: ${skipped} skipped or todo tests count as failed`)
    if (r.numFailedTests > 0) console.log(`${name}: ${r.numFailedTests} tests failed ${what}`)
    if (status !== 0 && r.numFailedTests === 0) console.log(`${name}: vitest failed ${what} with every test passing: an unhandled error or a file that did not load (see "Unhandled Errors" / "Failed Suites" above)`)
    return { passed: r.numPassedTests, failed: r.numFailedTests + skipped + (status !== 0 && r.numFailedTests === 0 ? 1 : 0) }
  }, runtime)
}

// The unit and service suites run on each tested line (the project's own first), one after
// another: the service tests listen on fixed ports. Their rows and failures name the line.
for (const { line, packageName } of nodeLines) {
  vitestStep(`unit (node ${line})`, `.airlock/reports/unit-node${line}.json`, [], lineNodePath(packageName), `on Node ${line}`)
}
// The data service's suites again on the second storage engine: a throwaway Postgres server, a database per test stack.
vitestStep('services (postgres)', '.airlock/reports/services-postgres.json', ['-c', 'vitest.postgres.config.ts'], node, 'on Postgres')

const built = step('build', ['scripts/build.mjs'])

const budgetReport = '.airlock/reports/budgets.json'
rmSync(budgetReport, { force: true })
step('budgets', ['scripts/checkBudgets.mjs', budgetReport], () => {
  const r = readJson(budgetReport)
  return r ? { passed: r.passed, failed: r.failed } : { passed: 0, failed: 1 }
})

const e2eReport = '.airlock/reports/e2e.json'
rmSync(e2eReport, { force: true })
if (built) {
  env.AIRLOCK_E2E_REPORTER = resolve(e2eReport)
  step('e2e', ['node_modules/@playwright/test/cli.js', 'test', '-c', 'e2e/playwright.config.ts'], (status) => {
    const r = readJson(e2eReport)
    if (!r?.stats) return { passed: 0, failed: 1 }
    // Playwright runs with forbidOnly; a skipped test counts as failed, like in the unit suite.
    if (r.stats.skipped > 0) console.log(`e2e: ${r.stats.skipped} skipped tests count as failed`)
    if (r.stats.flaky > 0) console.log(`e2e: ${r.stats.flaky} flaky (failed once, passed on the retry): ${flakyTitles(r).join('; ')}`)
    const failed = r.stats.unexpected + r.stats.skipped + (status !== 0 && r.stats.unexpected === 0 ? 1 : 0)
    return { passed: r.stats.expected + r.stats.flaky, failed }
  })
} else results.push({ name: 'e2e', passed: 0, failed: 1, seconds: 0 })

// The cross-engine suite (Firefox ESR, WebKitGTK; e2e/engines): one stack start for both engines,
// one row per engine. A test file that did not load counts as one failure of its engine.
const enginesReport = '.airlock/reports/engines.json'
rmSync(enginesReport, { force: true })
if (built) {
  const started = Date.now()
  console.log('\n=== engines (firefox, webkit)')
  const { status } = spawnSync(node, ['node_modules/vitest/vitest.mjs', 'run', '--config', 'e2e/engines/vitest.config.ts', '--root', '.', '--reporter=default', '--reporter=json', `--outputFile.json=${enginesReport}`], { stdio: 'inherit', env })
  const seconds = Math.round((Date.now() - started) / 1000)
  const files = readJson(enginesReport)?.testResults ?? []
  for (const engine of ['firefox', 'webkit']) {
    const file = files.find((f) => f.name.endsWith(`${engine}.engine.ts`))
    const tests = file?.assertionResults ?? []
    const passed = tests.filter((t) => t.status === 'passed').length
    const failed = tests.length - passed + (tests.length === 0 ? 1 : 0)
    results.push({ name: `engines (${engine})`, passed, failed, seconds })
  }
  if (status !== 0 && files.every((f) => f.assertionResults?.every((t) => t.status === 'passed'))) results.push({ name: 'engines', passed: 0, failed: 1, seconds })
  printEngineTable(files)
} else results.push({ name: 'engines', passed: 0, failed: 1, seconds: 0 })

console.log(`\nOn Node ${process.versions.node} unless the suite names its line:\nsuite             passed  failed  seconds`)
for (const r of results) console.log(`${r.name.padEnd(18)}${String(r.passed).padStart(6)}${String(r.failed).padStart(8)}${String(r.seconds).padStart(9)}`)
const passed = results.reduce((n, r) => n + r.passed, 0)
const failed = results.reduce((n, r) => n + r.failed, 0)
console.log(`${passed} passed, ${failed} failed`)
process.exit(failed > 0 ? 1 : 0)

/** The engine × flow table (README's "Browser engines"), from Vitest's JSON report of e2e/engines. */
function printEngineTable(files) {
  const engines = ['firefox', 'webkit']
  const flows = [...new Set(files.flatMap((f) => (f.assertionResults ?? []).map((t) => t.title.split(':')[0])))]
  if (flows.length === 0) return
  console.log(`\n| flow | ${engines.map((e) => (e === 'firefox' ? 'Firefox ESR' : 'WebKitGTK')).join(' | ')} |\n| --- |${' --- |'.repeat(engines.length)}`)
  for (const flow of flows) {
    const cells = engines.map((engine) => {
      const test = files.find((f) => f.name.endsWith(`${engine}.engine.ts`))?.assertionResults?.find((t) => t.title.split(':')[0] === flow)
      return test ? (test.status === 'passed' ? 'pass' : 'FAIL') : '—'
    })
    console.log(`| ${flow} | ${cells.join(' | ')} |`)
  }
}

/** Titles of the e2e tests that passed only on their retry, from Playwright's JSON report. */
function flakyTitles(report) {
  const titles = []
  const walk = (suite, path) => {
    for (const spec of suite.specs ?? []) {
      if (spec.tests?.some((t) => t.status === 'flaky')) titles.push([...path, spec.title].filter(Boolean).join(' › '))
    }
    for (const child of suite.suites ?? []) walk(child, [...path, child.title])
  }
  for (const suite of report.suites ?? []) walk(suite, [suite.title])
  return titles
}

