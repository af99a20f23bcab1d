// npm test: installs what is missing, runs every suite, ends with one line "N passed, N failed".
// Runs on the project's Node 24; the suites of the code that runs on Node run again on every other
// tested line (vitest.nodeLines.config.ts).
import { spawn, spawnSync } from 'node:child_process'
import { createWriteStream, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { setPriority } from 'node:os'
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
 * the seconds it took and how busy the machine's cores were meanwhile (0–1). `niceness` (0–19)
 * lowers its CPU priority and that of every process it starts.
 */
function runBeside(name, args, { runtime = node, extraEnv = {}, niceness = 0, file = name.replace(/\W+/g, '-').replace(/^-|-$/g, '') } = {}) {
  const log = `.airlock/reports/${file}.log`
  const started = Date.now()
  const before = readCpuTicks()
  console.log(`\n=== ${name} (started; its output follows when it ends)`)
  return new Promise((done) => {
    const out = createWriteStream(log)
    const child = spawn(runtime, args, { env: { ...env, ...extraEnv }, stdio: ['ignore', 'pipe', 'pipe'] })
    // Set before the suite forks its workers and servers, which inherit it.
    if (niceness) setPriority(child.pid, niceness)
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

// The plan, on two cores, measured (README, "npm test"). The two Chromium shards are the long
// pole and wait a sixth of their time (an approval arms after 500 ms, a sent view closes after 5 s):
// the cores were 85 % busy beside them. Every suite that keeps no browser clock (typecheck, lint,
// the unit suites, the services on Postgres) runs in one lane beside the shards at the lowest CPU
// priority (nice 19), so it takes the time they leave and almost none they want; run beside them
// at the same priority it had slowed both (unit 1,122 s instead of 306, the shards 2,184 s instead
// of 1,678). Ports: the shards' stacks on the test ports + 0 and + 1000, the instances suite on
// + 2100…2470, the cross-engine suite's stack on + 3000, the lane's suites on + 11100…11470:
// clear of all of these, and below Linux's ephemeral ports (32768 up), which a connection's local
// end may take at any moment (the lane on + 20000 met EADDRINUSE there, and a stack killed with
// its worker left its chains running for the next suite to meet).
const vitestArgs = (report, workers, ...rest) => ['node_modules/vitest/vitest.mjs', 'run', '--allowOnly=false', `--maxWorkers=${workers}`, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...rest]
const [ownLine, ...otherLines] = nodeLines
const postgresReport = '.airlock/reports/services-postgres.json'
const instancesReport = '.airlock/reports/services-instances.json'
const enginesReport = '.airlock/reports/engines.json'
for (const report of [postgresReport, instancesReport, enginesReport, ...nodeLines.map(({ line }) => unitReportPath(line))]) rmSync(report, { force: true })

/** Runs suites at once (runBeside), pushing each one's rows (`count` gives one row or several) as they all end. */
async function together(...suites) {
  const ended = await Promise.all(suites.map(({ name, args, options }) => runBeside(name, args, options)))
  suites.forEach(({ name, count }, i) => results.push(...[count(ended[i].status)].flat().map((row) => ({ name, seconds: ended[i].seconds, cpu: ended[i].cpu, ...row }))))
}
const passOrFail = (status) => (status === 0 ? { passed: 1, failed: 0 } : { passed: 0, failed: 1 })

// 1. The builds: the modal, the host SDK and the demo for the first shard, and the modal and the
// demo again for the second shard's and the engines' stacks (a test build bakes in its ports).
const built = step('build', ['scripts/build.mjs'])
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

// 2. The lane at nice 19, one stage after another: typecheck and lint at once; the unit suite on
// the project's line (two Vitest workers; most of a file's time is module loading); the data and
// auth services' suites on the second storage engine (vitest.postgres.config.ts: one throwaway
// Postgres server, a fresh database per test stack); the unit suites of the other Node lines (the
// code that runs on Node, vitest.nodeLines.config.ts). A focused test fails the run
// (--allowOnly=false); skipped and todo tests count as failed.
const lane = { niceness: 19, extraEnv: { AIRLOCK_PORT_OFFSET: '11000' } }
const laneRun = (async () => {
  await together(
    { name: 'typecheck', args: ['node_modules/typescript/bin/tsc', '-p', 'tsconfig.json', '--noEmit'], count: passOrFail, options: lane },
    { name: 'lint', args: ['node_modules/eslint/bin/eslint.js', '.'], count: passOrFail, options: lane },
  )
  await together({ name: `unit (node ${ownLine.line})`, args: vitestArgs(unitReportPath(ownLine.line), 2), count: (status) => countUnit(ownLine.line, status), options: { ...lane, runtime: lineNodePath(ownLine.packageName) } })
  await together({ name: 'services (postgres)', args: vitestArgs(postgresReport, 2, '-c', 'vitest.postgres.config.ts'), count: (status) => countVitest('services (postgres)', postgresReport, 'on Postgres', status), options: lane })
  for (const { line, packageName } of otherLines) {
    await together({ name: `unit (node ${line})`, args: vitestArgs(unitReportPath(line), 2, '-c', 'vitest.nodeLines.config.ts'), count: (status) => countUnit(line, status), options: { ...lane, runtime: lineNodePath(packageName) } })
  }
})()

// 3. The Chromium suite in two shards at once, each with a whole stack of its own (the second on
// the test ports + 1000), the spec files dealt by the seconds each took last time
// (e2e/durations.json, rewritten after every run) so both shards end together; one row, the
// shards' reports summed. Beside them, the services' route suites through two instances of each
// behind a round-robin proxy (vitest.instances.config.ts, one worker, about 70 s).
const shards = [{}, shard2]
const e2eReports = shards.map((_, i) => resolve(`.airlock/reports/e2e-${i + 1}.json`))
for (const report of e2eReports) rmSync(report, { force: true })
const instancesRun = together({
  name: 'services (instances)',
  args: vitestArgs(instancesReport, 1, '-c', 'vitest.instances.config.ts'),
  count: (status) => countVitest('services (instances)', instancesReport, 'through two instances', status),
  options: { extraEnv: { AIRLOCK_PORT_OFFSET: '2000' } },
})

// 4. The cross-engine suite (Firefox ESR, WebKitGTK; e2e/engines) on a stack of its own, one row
// per engine (a test file that did not load counts as one failure of its engine), as soon as the
// first shard is done: the shards never end together (186 and 336 s apart in two runs), and the
// engines' two minutes fit in that gap.
const enginesSuite = builtEngines
  ? { name: 'engines (firefox, webkit)', args: ['node_modules/vitest/vitest.mjs', 'run', '--config', 'e2e/engines/vitest.config.ts', '--root', '.', '--reporter=default', '--reporter=json', `--outputFile.json=${enginesReport}`], count: countEngines, options: { extraEnv: enginesStack } }
  : { name: 'engines', args: ['-e', 'process.exit(1)'], count: () => ({ passed: 0, failed: 1 }) }
let enginesRun
if (built && built2) {
  const specs = readdirSync('e2e/tests').filter((name) => name.endsWith('.spec.ts'))
  const dealt = balanceShards(specs, readDurations(), shards.length)
  const before = readCpuTicks()
  const shardRuns = shards.map((extra, i) =>
    runBeside(`e2e shard ${i + 1}/${shards.length}`, ['node_modules/@playwright/test/cli.js', 'test', '-c', 'e2e/playwright.config.ts', ...dealt[i].map((name) => `e2e/tests/${name}`)], {
      extraEnv: { ...extra, AIRLOCK_E2E_REPORTER: e2eReports[i] },
    }),
  )
  enginesRun = Promise.race(shardRuns).then(() => together(enginesSuite))
  const ended = await Promise.all(shardRuns)
  writeDurations(Object.assign({}, ...e2eReports.map((report) => specSeconds(readJson(report)))))
  const counted = ended.map(({ status }, i) => countE2e(`e2e shard ${i + 1}`, readJson(e2eReports[i]), status))
  results.push({ name: 'e2e', passed: counted.reduce((n, c) => n + c.passed, 0), failed: counted.reduce((n, c) => n + c.failed, 0), seconds: Math.max(...ended.map((e) => e.seconds)), cpu: busyShare(before, readCpuTicks()) })
} else {
  results.push({ name: 'e2e', passed: 0, failed: 1, seconds: 0 })
  enginesRun = together(enginesSuite)
}
await instancesRun
await enginesRun
await laneRun
printEngineTable(readJson(enginesReport)?.testResults ?? [])


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

