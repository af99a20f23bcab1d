// npm test: installs what is missing, runs every suite, ends with one line "N passed, N failed".
// Runs on the project's Node 24; the suites of the code that runs on Node run again on every other
// tested line (vitest.nodeLines.config.ts).
import { spawn, spawnSync } from 'node:child_process'
import { createWriteStream, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { resolve } from 'node:path'
import { ensureChromium, ensureEngines, ensurePostgres, ensureProjectNode } from './lib/ensureInstalled.mjs'
import { balanceShards, readDurations, specSeconds, writeDurations } from './lib/balanceShards.mjs'
import { lineNodePath, nodeLines } from './lib/nodeLines.mjs'
import { playwrightFailures, vitestFailures } from './lib/failureDigest.mjs'
import { busyShare, readCpuTicks } from './lib/cpuBusy.mjs'

const runStarted = Date.now()
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
  const before = readCpuTicks()
  const { status } = spawnSync(runtime, args, { stdio: 'inherit', env })
  const counted = count ? count(status) : status === 0 ? { passed: 1, failed: 0 } : { passed: 0, failed: 1 }
  results.push({ name, ...counted, seconds: Math.round((Date.now() - started) / 1000), cpu: busyShare(before, readCpuTicks()) })
  return status === 0
}

/**
 * Runs a suite beside others: its output goes to `.airlock/reports/<file>.log`, printed whole when
 * it ends, so suites running at once don't interleave their lines. Resolves to the exit status,
 * the seconds it took and how busy the machine's cores were meanwhile (0–1).
 */
function runBeside(name, args, { runtime = node, extraEnv = {}, file = name.replace(/\W+/g, '-').replace(/^-|-$/g, '') } = {}) {
  const log = `.airlock/reports/${file}.log`
  const started = Date.now()
  const before = readCpuTicks()
  console.log(`\n=== ${name} (started; its output follows when it ends)`)
  return new Promise((done) => {
    const out = createWriteStream(log)
    const child = spawn(runtime, args, { env: { ...env, ...extraEnv }, stdio: ['ignore', 'pipe', 'pipe'] })
    child.stdout.pipe(out, { end: false })
    child.stderr.pipe(out, { end: false })
    child.on('close', (status) => {
      out.end(() => {
        console.log(`\n=== ${name} (ended after ${Math.round((Date.now() - started) / 1000)} s)\n${readFileSync(log, 'utf8')}`)
        done({ status, seconds: Math.round((Date.now() - started) / 1000), cpu: busyShare(before, readCpuTicks()) })
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

// The plan, on two cores: the builds, then the two Chromium shards and, beside them, one lane of
// every other suite, one after the other. A shard spends most of its time waiting on chains,
// relay, timers and frames, so a lane of one process at a time fits beside them (each row prints
// how busy the cores were while it ran: the figure that says whether it still fits). The suites
// that listen on ports keep clear of each other: the shards' stacks on the test ports + 0 and
// + 1000, the unit and service suites on + 100…470 (so they never run at once: the lane runs them
// in turn), the instances suite on + 2100…2470 and the cross-engine suite's stack on + 3000.
const built = step('build', ['scripts/build.mjs'])
// The second e2e shard's and the engines' own modal and demo: a test build bakes in its stack's ports.
const shard2 = { AIRLOCK_PORT_OFFSET: '1000', AIRLOCK_DIST: '.airlock/shard-2/dist', AIRLOCK_E2E_OUTPUT: '.airlock/shard-2/test-results' }
const enginesStack = { AIRLOCK_PORT_OFFSET: '3000', AIRLOCK_DIST: '.airlock/engines/dist' }
const buildFor = (extra) => built && spawnSync(node, ['scripts/build.mjs', 'modal', 'demo'], { stdio: 'inherit', env: { ...env, ...extra } }).status === 0
const built2 = buildFor(shard2)
const builtEngines = buildFor(enginesStack)

const budgetReport = '.airlock/reports/budgets.json'
rmSync(budgetReport, { force: true })
step('budgets', ['scripts/checkBudgets.mjs', budgetReport], () => {
  const r = readJson(budgetReport)
  return r ? { passed: r.passed, failed: r.failed } : { passed: 0, failed: 1 }
})

// One worker per Vitest run in the lane: the shards have the cores; a file's time is mostly
// module loading, and the service tests' ports differ file by file.
const vitestArgs = (report, ...rest) => ['node_modules/vitest/vitest.mjs', 'run', '--allowOnly=false', '--maxWorkers=1', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...rest]
const [ownLine, ...otherLines] = nodeLines
const postgresReport = '.airlock/reports/services-postgres.json'
const instancesReport = '.airlock/reports/services-instances.json'
const enginesReport = '.airlock/reports/engines.json'
for (const report of [postgresReport, instancesReport, enginesReport, ...nodeLines.map(({ line }) => unitReportPath(line))]) rmSync(report, { force: true })

/** The lane beside the shards: each suite in turn, its row pushed as it ends. */
async function lane() {
  const rows = []
  const run = async (name, args, count, options) => {
    const ended = await runBeside(name, args, options)
    rows.push(...[count(ended.status)].flat().map((row) => ({ name, seconds: ended.seconds, cpu: ended.cpu, ...row })))
  }
  const passOrFail = (status) => (status === 0 ? { passed: 1, failed: 0 } : { passed: 0, failed: 1 })
  // Typecheck and lint at once: each is one process on one core.
  await Promise.all([
    run('typecheck', ['node_modules/typescript/bin/tsc', '-p', 'tsconfig.json', '--noEmit'], passOrFail),
    run('lint', ['node_modules/eslint/bin/eslint.js', '.'], passOrFail),
  ])
  // The unit and service suites on each tested line, the project's own first; a focused test
  // fails the run (--allowOnly=false); skipped and todo tests count as failed. Every other line
  // runs the suites of the code that runs on Node (vitest.nodeLines.config.ts).
  await run(`unit (node ${ownLine.line})`, vitestArgs(unitReportPath(ownLine.line)), (status) => countUnit(ownLine.line, status), { runtime: lineNodePath(ownLine.packageName) })
  // The data and auth services' suites again on the second storage engine (vitest.postgres.config.ts):
  // one throwaway Postgres server, a fresh database per test stack or auth service.
  await run('services (postgres)', vitestArgs(postgresReport, '-c', 'vitest.postgres.config.ts'), (status) => countVitest('services (postgres)', postgresReport, 'on Postgres', status))
  // The route suites through two instances of each service behind a round-robin proxy, on Postgres.
  await run('services (instances)', vitestArgs(instancesReport, '-c', 'vitest.instances.config.ts'), (status) => countVitest('services (instances)', instancesReport, 'through two instances', status), { extraEnv: { AIRLOCK_PORT_OFFSET: '2000' } })
  // The cross-engine suite (Firefox ESR, WebKitGTK; e2e/engines) on a stack of its own: one row
  // per engine; a test file that did not load counts as one failure of its engine.
  if (builtEngines) {
    await run('engines (firefox, webkit)', ['node_modules/vitest/vitest.mjs', 'run', '--config', 'e2e/engines/vitest.config.ts', '--root', '.', '--reporter=default', '--reporter=json', `--outputFile.json=${enginesReport}`], countEngines, { extraEnv: enginesStack })
  } else rows.push({ name: 'engines', passed: 0, failed: 1, seconds: 0 })
  for (const { line, packageName } of otherLines) {
    await run(`unit (node ${line})`, vitestArgs(unitReportPath(line), '-c', 'vitest.nodeLines.config.ts'), (status) => countUnit(line, status), { runtime: lineNodePath(packageName) })
  }
  return rows
}

// The Chromium suite in two shards at once, each with a whole stack of its own (the second on the
// test ports + 1000). The spec files are dealt by the seconds each took last time
// (e2e/durations.json, rewritten after every run), so both shards end together. One row; the
// shards' reports are summed.
async function chromiumShards() {
  const shards = [{}, shard2]
  const reports = shards.map((_, i) => resolve(`.airlock/reports/e2e-${i + 1}.json`))
  for (const report of reports) rmSync(report, { force: true })
  if (!built || !built2) return { rows: [{ name: 'e2e', passed: 0, failed: 1, seconds: 0 }], reports }
  const specs = readdirSync('e2e/tests').filter((name) => name.endsWith('.spec.ts'))
  const dealt = balanceShards(specs, readDurations(), shards.length)
  const before = readCpuTicks()
  const ended = await Promise.all(
    shards.map((extra, i) =>
      runBeside(`e2e shard ${i + 1}/${shards.length}`, ['node_modules/@playwright/test/cli.js', 'test', '-c', 'e2e/playwright.config.ts', ...dealt[i].map((name) => `e2e/tests/${name}`)], {
        extraEnv: { ...extra, AIRLOCK_E2E_REPORTER: reports[i] },
      }),
    ),
  )
  writeDurations(Object.assign({}, ...reports.map((report) => specSeconds(readJson(report)))))
  const counted = ended.map(({ status }, i) => countE2e(`e2e shard ${i + 1}`, readJson(reports[i]), status))
  const row = { name: 'e2e', passed: counted.reduce((n, c) => n + c.passed, 0), failed: counted.reduce((n, c) => n + c.failed, 0), seconds: Math.max(...ended.map((e) => e.seconds)), cpu: busyShare(before, readCpuTicks()) }
  return { rows: [row], reports }
}

const [laneRows, chromium] = await Promise.all([lane(), chromiumShards()])
const e2eReports = chromium.reports
const order = ['typecheck', 'lint', `unit (node ${ownLine.line})`, 'services (postgres)', 'e2e', 'services (instances)', 'engines (firefox)', 'engines (webkit)', 'engines']
results.push(...[...laneRows, ...chromium.rows].sort((a, b) => rank(a.name) - rank(b.name)))
printEngineTable(readJson(enginesReport)?.testResults ?? [])

function rank(name) {
  const at = order.indexOf(name)
  return at === -1 ? order.length : at
}

/** The engines' rows from Vitest's JSON report of e2e/engines, one per engine. */
function countEngines(status) {
  const files = readJson(enginesReport)?.testResults ?? []
  const rows = ['firefox', 'webkit'].map((engine) => {
    const tests = files.find((f) => f.name.endsWith(`${engine}.engine.ts`))?.assertionResults ?? []
    const passed = tests.filter((t) => t.status === 'passed').length
    return { name: `engines (${engine})`, passed, failed: tests.length - passed + (tests.length === 0 ? 1 : 0) }
  })
  if (status !== 0 && files.every((f) => f.assertionResults?.every((t) => t.status === 'passed'))) rows.push({ name: 'engines', passed: 0, failed: 1 })
  return rows
}

// Every failed test a line each, just above the summary: a CI log is read from its tail.
const digest = [
  ...nodeLines.flatMap(({ line }) => vitestFailures(readJson(unitReportPath(line))).map((f) => `unit (node ${line}) ${f}`)),
  ...vitestFailures(readJson(postgresReport)).map((f) => `services (postgres) ${f}`),
  ...vitestFailures(readJson(instancesReport)).map((f) => `services (instances) ${f}`),
  ...e2eReports.flatMap((report) => playwrightFailures(readJson(report)).map((f) => `e2e ${f}`)),
  ...vitestFailures(readJson(enginesReport)).map((f) => `engines ${f}`),
]
if (digest.length > 0) console.log(`\nFailed tests (first lines of each message):\n${digest.map((line) => `- ${line}`).join('\n')}`)

// "cores busy": the share of both cores' time that was busy while the suite ran, whatever ran it.
console.log(`\nOn Node ${process.versions.node} unless the suite names its line; ${Math.round((Date.now() - runStarted) / 60000)} min in all:\nsuite               passed  failed  seconds  cores busy`)
for (const r of results) console.log(`${r.name.padEnd(20)}${String(r.passed).padStart(6)}${String(r.failed).padStart(8)}${String(r.seconds).padStart(9)}${(r.cpu === undefined ? '' : `${Math.round(r.cpu * 100)} %`).padStart(12)}`)
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

