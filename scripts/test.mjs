// npm test: installs what is missing, runs every suite, ends with one line "N passed, N failed".
// Runs on the project's Node 24; the unit and service suites run again on every other tested line.
import { spawn, spawnSync } from 'node:child_process'
import { createWriteStream, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { resolve } from 'node:path'
import { ensureChromium, ensureEngines, ensurePostgres, ensureProjectNode } from './lib/ensureInstalled.mjs'
import { balanceShards, readDurations, specSeconds, writeDurations } from './lib/balanceShards.mjs'
import { lineNodePath, nodeLines } from './lib/nodeLines.mjs'
import { playwrightFailures, vitestFailures } from './lib/failureDigest.mjs'

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

/**
 * Runs a suite beside others: its output goes to `.airlock/reports/<file>.log`, printed whole when
 * it ends, so suites running at once don't interleave their lines. Resolves to the exit status.
 */
function runBeside(name, args, { runtime = node, extraEnv = {}, file = name.replace(/\W+/g, '-').replace(/^-|-$/g, '') } = {}) {
  const log = `.airlock/reports/${file}.log`
  const started = Date.now()
  console.log(`\n=== ${name} (started; its output follows when it ends)`)
  return new Promise((done) => {
    const out = createWriteStream(log)
    const child = spawn(runtime, args, { env: { ...env, ...extraEnv }, stdio: ['ignore', 'pipe', 'pipe'] })
    child.stdout.pipe(out, { end: false })
    child.stderr.pipe(out, { end: false })
    child.on('close', (status) => {
      out.end(() => {
        console.log(`\n=== ${name} (ended after ${Math.round((Date.now() - started) / 1000)} s)\n${readFileSync(log, 'utf8')}`)
        done({ status, seconds: Math.round((Date.now() - started) / 1000) })
      })
    })
  })
}

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'))
  } catch {
    return undefined
  }
}

// Typecheck and lint at once: each is one process on one core.
for (const [name, ended] of await Promise.all([
  ['typecheck', runBeside('typecheck', ['node_modules/typescript/bin/tsc', '-p', 'tsconfig.json', '--noEmit'])],
  ['lint', runBeside('lint', ['node_modules/eslint/bin/eslint.js', '.'])],
].map(async ([name, running]) => [name, await running]))) {
  results.push({ name, passed: ended.status === 0 ? 1 : 0, failed: ended.status === 0 ? 0 : 1, seconds: ended.seconds })
}

// The unit and service suites run on each tested line. The service tests listen on the test
// ports + 100…470 (startTestStack), so the lines never run at once; the project's own line runs
// first, alone, and every other line beside the cross-engine suite at the end (which listens on
// the test ports themselves). Their rows and failures name the line.
// Two workers: Vitest's default on two cores is one (cores − 1), and most of a file's time is
// spent importing modules, not computing; the service tests' ports differ file by file.
const unitArgs = (report) => ['node_modules/vitest/vitest.mjs', 'run', '--allowOnly=false', '--maxWorkers=2', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`]
const [ownLine, ...otherLines] = nodeLines
const ownUnit = unitReportPath(ownLine.line)
rmSync(ownUnit, { force: true })
// A focused test fails the run (--allowOnly=false); skipped and todo tests count as failed below.
step(`unit (node ${ownLine.line})`, unitArgs(ownUnit), (status) => countUnit(ownLine.line, status), lineNodePath(ownLine.packageName))
// The data and auth services' suites again on the second storage engine (vitest.postgres.config.ts): one
// throwaway Postgres server, a fresh database per test stack or auth service. Same ports as the unit suite, so after it.
const postgresReport = '.airlock/reports/services-postgres.json'
rmSync(postgresReport, { force: true })
step('services (postgres)', [...unitArgs(postgresReport), '-c', 'vitest.postgres.config.ts'], (status) => countVitest('services (postgres)', postgresReport, 'on Postgres', status))

const built = step('build', ['scripts/build.mjs'])
// The second e2e shard's own modal and demo: a test build bakes in its stack's ports.
const shard2 = { AIRLOCK_PORT_OFFSET: '1000', AIRLOCK_DIST: '.airlock/shard-2/dist', AIRLOCK_E2E_OUTPUT: '.airlock/shard-2/test-results' }
const built2 = built && spawnSync(node, ['scripts/build.mjs', 'modal', 'demo'], { stdio: 'inherit', env: { ...env, ...shard2 } }).status === 0

const budgetReport = '.airlock/reports/budgets.json'
rmSync(budgetReport, { force: true })
step('budgets', ['scripts/checkBudgets.mjs', budgetReport], () => {
  const r = readJson(budgetReport)
  return r ? { passed: r.passed, failed: r.failed } : { passed: 0, failed: 1 }
})

// The data and auth services' route suites through two instances of each behind a round-robin
// proxy, on Postgres (vitest.instances.config.ts), beside the e2e shards: under 2 minutes of mostly
// module loading on one worker (112 s alone at load 3–4.6) among the shards' half hour, mostly waiting on chains,
// relay and timers. Its test stacks are on the test ports + 2100…2470 (AIRLOCK_PORT_OFFSET 2000),
// clear of the shards' stacks (+0 and +1000); its Postgres server and auth services take free ports.
const instancesReport = '.airlock/reports/services-instances.json'
rmSync(instancesReport, { force: true })
const instancesRun = runBeside('services (instances)', ['node_modules/vitest/vitest.mjs', 'run', '--allowOnly=false', '--maxWorkers=1', '--reporter=default', '--reporter=json', `--outputFile.json=${instancesReport}`, '-c', 'vitest.instances.config.ts'], {
  extraEnv: { AIRLOCK_PORT_OFFSET: '2000' },
})

// The Chromium suite in two shards at once, each with a whole stack of its own (the second on the
// test ports + 1000): most of a test's time is waiting on chains, relay and timers, so two fit on
// two cores. The spec files are dealt by the seconds each took last time (e2e/durations.json,
// rewritten after every run), so both shards end together. One row; the shards' reports are summed.
const shards = [{}, shard2]
const e2eReports = shards.map((_, i) => resolve(`.airlock/reports/e2e-${i + 1}.json`))
for (const report of e2eReports) rmSync(report, { force: true })
if (built && built2) {
  const specs = readdirSync('e2e/tests').filter((name) => name.endsWith('.spec.ts'))
  const dealt = balanceShards(specs, readDurations(), shards.length)
  const ended = await Promise.all(
    shards.map((extra, i) =>
      runBeside(`e2e shard ${i + 1}/${shards.length}`, ['node_modules/@playwright/test/cli.js', 'test', '-c', 'e2e/playwright.config.ts', ...dealt[i].map((name) => `e2e/tests/${name}`)], {
        extraEnv: { ...extra, AIRLOCK_E2E_REPORTER: e2eReports[i] },
      }),
    ),
  )
  writeDurations(Object.assign({}, ...e2eReports.map((report) => specSeconds(readJson(report)))))
  const counted = ended.map(({ status }, i) => countE2e(`e2e shard ${i + 1}`, readJson(e2eReports[i]), status))
  results.push({ name: 'e2e', passed: counted.reduce((n, c) => n + c.passed, 0), failed: counted.reduce((n, c) => n + c.failed, 0), seconds: Math.max(...ended.map((e) => e.seconds)) })
} else results.push({ name: 'e2e', passed: 0, failed: 1, seconds: 0 })
const instancesEnded = await instancesRun
results.push({ name: 'services (instances)', ...countVitest('services (instances)', instancesReport, 'through two instances', instancesEnded.status), seconds: instancesEnded.seconds })

// The cross-engine suite (Firefox ESR, WebKitGTK; e2e/engines): one stack start for both engines,
// one row per engine, beside the unit suite on the other Node lines. A test file that did not
// load counts as one failure of its engine.
const enginesReport = '.airlock/reports/engines.json'
rmSync(enginesReport, { force: true })
const [engines, ...others] = await Promise.all([
  built ? runBeside('engines (firefox, webkit)', ['node_modules/vitest/vitest.mjs', 'run', '--config', 'e2e/engines/vitest.config.ts', '--root', '.', '--reporter=default', '--reporter=json', `--outputFile.json=${enginesReport}`]) : undefined,
  ...otherLines.map(({ line, packageName }) => {
    rmSync(unitReportPath(line), { force: true })
    return runBeside(`unit (node ${line})`, unitArgs(unitReportPath(line)), { runtime: lineNodePath(packageName) })
  }),
])
if (engines) {
  const files = readJson(enginesReport)?.testResults ?? []
  for (const engine of ['firefox', 'webkit']) {
    const file = files.find((f) => f.name.endsWith(`${engine}.engine.ts`))
    const tests = file?.assertionResults ?? []
    const passed = tests.filter((t) => t.status === 'passed').length
    const failed = tests.length - passed + (tests.length === 0 ? 1 : 0)
    results.push({ name: `engines (${engine})`, passed, failed, seconds: engines.seconds })
  }
  if (engines.status !== 0 && files.every((f) => f.assertionResults?.every((t) => t.status === 'passed'))) results.push({ name: 'engines', passed: 0, failed: 1, seconds: engines.seconds })
  printEngineTable(files)
} else results.push({ name: 'engines', passed: 0, failed: 1, seconds: 0 })
otherLines.forEach(({ line }, i) => results.push({ name: `unit (node ${line})`, ...countUnit(line, others[i].status), seconds: others[i].seconds }))

// Every failed test a line each, just above the summary: a CI log is read from its tail.
const digest = [
  ...nodeLines.flatMap(({ line }) => vitestFailures(readJson(unitReportPath(line))).map((f) => `unit (node ${line}) ${f}`)),
  ...vitestFailures(readJson(postgresReport)).map((f) => `services (postgres) ${f}`),
  ...vitestFailures(readJson(instancesReport)).map((f) => `services (instances) ${f}`),
  ...e2eReports.flatMap((report) => playwrightFailures(readJson(report)).map((f) => `e2e ${f}`)),
  ...vitestFailures(readJson(enginesReport)).map((f) => `engines ${f}`),
]
if (digest.length > 0) console.log(`\nFailed tests (first lines of each message):\n${digest.map((line) => `- ${line}`).join('\n')}`)

console.log(`\nOn Node ${process.versions.node} unless the suite names its line:\nsuite               passed  failed  seconds`)
for (const r of results) console.log(`${r.name.padEnd(20)}${String(r.passed).padStart(6)}${String(r.failed).padStart(8)}${String(r.seconds).padStart(9)}`)
const passed = results.reduce((n, r) => n + r.passed, 0)
const failed = results.reduce((n, r) => n + r.failed, 0)
console.log(`${passed} passed, ${failed} failed`)
process.exit(failed > 0 ? 1 : 0)

function unitReportPath(line) {
  return `.airlock/reports/unit-node${line}.json`
}

/** One line's unit row from Vitest's JSON report: skipped and todo tests count as failed. */
function countUnit(line, status) {
  return countVitest(`unit (node ${line})`, unitReportPath(line), `on Node ${line}`, status)
}

/** A Vitest row from its JSON report (`where` says what it ran on): skipped and todo tests count as failed. */
function countVitest(name, report, where, status) {
  const r = readJson(report)
  if (!r) {
    console.log(`${name}: no report: vitest did not run ${where} (see above)`)
    return { passed: 0, failed: 1 }
  }
  const skipped = (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0)
  if (skipped > 0) console.log(`${name}: ${skipped} skipped or todo tests count as failed`)
  if (r.numFailedTests > 0) console.log(`${name}: ${r.numFailedTests} tests failed ${where}`)
  if (status !== 0 && r.numFailedTests === 0) console.log(`${name}: vitest failed ${where} with every test passing: an unhandled error or a file that did not load (see "Unhandled Errors" / "Failed Suites" above)`)
  return { passed: r.numPassedTests, failed: r.numFailedTests + skipped + (status !== 0 && r.numFailedTests === 0 ? 1 : 0) }
}

/** One shard's e2e counts from Playwright's JSON report: skipped counts as failed (forbidOnly is on). */
function countE2e(name, r, status) {
  if (!r?.stats) {
    console.log(`${name}: no report: Playwright did not run (see its output above)`)
    return { passed: 0, failed: 1 }
  }
  if (r.stats.skipped > 0) console.log(`${name}: ${r.stats.skipped} skipped tests count as failed`)
  if (r.stats.flaky > 0) console.log(`${name}: ${r.stats.flaky} flaky (failed once, passed on the retry): ${flakyTitles(r).join('; ')}`)
  return { passed: r.stats.expected + r.stats.flaky, failed: r.stats.unexpected + r.stats.skipped + (status !== 0 && r.stats.unexpected === 0 ? 1 : 0) }
}

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

