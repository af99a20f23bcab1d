// The bench: every speed and size figure in one run, printed and written to bench-results.json.
// `npm run bench -- open,bridge` (or AIRLOCK_BENCH_ONLY=open,bridge) measures only those groups
// and writes bench-results.partial.json instead.
import { readFileSync, writeFileSync } from 'node:fs'
import { cpus, loadavg } from 'node:os'
import { chromium, type Page } from '@playwright/test'
import { preview } from 'vite'
import { portOffset, urlsFor } from '../../config/urls'
import { chromiumArgs } from '../../e2e/playwright.config'
import { startStack } from '../../services/stack'
import { hostSdkGlobalGzipBytes, hostSdkGzipBytes, modalCatalogGzipBytes, modalInitialJsGzipBytes } from '../lib/sizes.mjs'
import { buildBenchApps } from './benchApps'
import { hostPage, barePage, servePage } from './benchPages'
import { BUDGETS, GROUPS, OPT_IN_GROUPS, type Group } from './budgets'
import { bareEchoScript, echoPage, measureBridge } from './measureBridge'
import { measureBareFrameCold } from './measureBareFrameCold'
import { measureFlood } from './measureFlood'
import { measureFreshPageUs } from './measureFreshPageUs'
import { usedHeap } from './measureHeap'
import { measureIdleBytes } from './measureIdleBytes'
import { measureLoadDelay } from './measureLoadDelay'
import { measureOpenCold, measureOpenPreloaded, modalFrame } from './measureOpen'
import { measureOpenColdUnattached } from './measureOpenColdUnattached'
import { formatServiceLoad } from './formatServiceLoad'
import { formatLoad, watchLoad, type LoadSeen } from './loadWatch'
import { shownWatcher } from './shownWatcher'
import { throttleCpu } from './throttleCpu'

const only = (process.argv[2] ?? process.env.AIRLOCK_BENCH_ONLY ?? '').split(',').filter(Boolean)
const unknown = only.filter((g) => !(GROUPS as readonly string[]).includes(g))
if (unknown.length > 0) {
  console.error(`unknown bench group ${unknown.join(', ')}; groups: ${GROUPS.join(', ')}`)
  process.exit(2)
}
const wants = (group: Group) => (only.length === 0 && !OPT_IN_GROUPS.includes(group)) || only.includes(group)

const urls = urlsFor('test')
const results: Record<string, unknown> = {}
/** The longest one measurement may take (the load figures take about 4 minutes each). */
const MEASURE_TIMEOUT_MS = 10 * 60_000
/**
 * Measures one figure (or, with `spread`, a group of figures); a measurement that throws, or
 * hangs past MEASURE_TIMEOUT_MS, is reported as failed under its name, never left out, and the
 * bench goes on. Each start is logged to stderr, so a slow run shows where it is.
 */
async function measure(name: string, run: () => unknown, spread = false): Promise<void> {
  console.error(`measuring ${name}`)
  const load = watchLoad()
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${MEASURE_TIMEOUT_MS / 60_000} min`)), MEASURE_TIMEOUT_MS)
  })
  try {
    const value = await Promise.race([Promise.resolve().then(run), timeout])
    if (spread) Object.assign(results, value)
    else results[name] = value
    for (const key of spread ? Object.keys(value as object) : [name]) loads[key] = load.stop()
  } catch (error) {
    results[name] = { failed: (error as Error).message.split('\n')[0] }
    loads[name] = load.stop()
  } finally {
    clearTimeout(timer)
  }
}
/** The load average (1 min) seen while each figure was measured: its lowest and highest reading. */
const loads: Record<string, LoadSeen> = {}
if (wants('sizes')) {
  await measure('hostSdkGzipBytes', () => hostSdkGzipBytes())
  await measure('hostSdkGlobalGzipBytes', () => hostSdkGlobalGzipBytes())
  await measure('modalInitialJsGzipBytes', () => modalInitialJsGzipBytes())
  // A German browser (issue 39 #4): the first view waits for its catalog, one more chunk.
  await measure('modalCatalogDeGzipBytes', () => modalCatalogGzipBytes('de'))
  await measure('modalInitialJsGzipBytesDe', () => modalInitialJsGzipBytes() + modalCatalogGzipBytes('de'))
}

if (only.length === 0 || only.some((g) => g !== 'sizes')) {
  // On the test ports shifted by AIRLOCK_PORT_OFFSET, as the previews and the built modal expect.
  const stack = await startStack({ profile: 'test', portOffset: portOffset() })
  const servers = [await preview({ configFile: 'vite.config.ts', logLevel: 'warn' }), await preview({ configFile: 'demo/vite.config.ts', logLevel: 'warn' })]
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: chromiumArgs })
  try {
    // A script-tag dapp that uses the ready-made networks loads both classic scripts.
    const sdk = `${readFileSync('dist/host-sdk/index.global.js', 'utf8')}\n${readFileSync('dist/host-sdk/networks.global.js', 'utf8')}`
    const context = await browser.newContext()
    // Route-served bench pages count as public to Local Network Access; let them embed loopback.
    await context.grantPermissions(['local-network-access'])
    await context.addInitScript({ content: shownWatcher(new URL(urls.modal).origin) })
    const hostile = new URL(urls.hostile)
    await context.route(`${hostile.origin}/echo.html`, (r) => r.fulfill({ contentType: 'text/html', body: echoPage }))
    const hostUrl = await servePage(context, urls, '__bench/host.html', hostPage(urls, sdk, { extra: bareEchoScript(`${hostile.origin}/echo.html`, hostile.origin) }))
    const bareUrl = await servePage(context, urls, '__bench/bare.html', barePage())

    if (wants('load')) {
      // The budget's figure: the SDK in the dapp's own module bundle, as a bundler-built dapp ships it.
      await measure('loadEvent', async () => measureLoadDelay(browser, urls, 'app', await buildBenchApps(urls)))
      // For comparison, no budget: both classic scripts inlined in the page, compiled on the page's
      // main thread while it parses (a bundle's module script is compiled off it as it streams in).
      await measure('loadEventInline', () => {
        const withPage = hostPage(urls, sdk)
        return measureLoadDelay(browser, urls, 'inline', { with: withPage, without: barePage(withPage) })
      })
      // The services under load (issue 41): one and two instances on Postgres, one on SQLite, at
      // fixed rates for 30 s each (AIRLOCK_BENCH_LOAD_SECONDS shortens a trial run).
      await measure('load', async () => (await import('./measureServiceLoad')).measureServiceLoad(stack, Number(process.env.AIRLOCK_BENCH_LOAD_SECONDS ?? 30)))
    }
    if (wants('idle')) {
      await measure('iframeIdle', () => measureIdleBytes(browser, urls, sdk))
      const idle = results.iframeIdle as { gzipBytes?: number }
      if (typeof idle.gzipBytes === 'number') results.iframeIdleBytes = idle.gzipBytes
      // The same in a German browser: its budget is English's plus the German catalog.
      if (results.modalCatalogDeGzipBytes === undefined) await measure('modalCatalogDeGzipBytes', () => modalCatalogGzipBytes('de'))
      await measure('iframeIdleDe', () => measureIdleBytes(browser, urls, sdk, 10_000, 'de-DE'))
      const idleDe = results.iframeIdleDe as { gzipBytes?: number }
      if (typeof idleDe.gzipBytes === 'number') results.iframeIdleBytesDe = idleDe.gzipBytes
    }

    if (wants('open') || wants('bridge') || wants('flood') || wants('openTrace')) {
      const page = await context.newPage()
      await page.goto(hostUrl)
      // A provider call mounts the iframe at once and waits for the handshake: the modal is preloaded.
      await page.evaluate(() => (window as unknown as { modal: { provider: { request(a: object): Promise<unknown> } } }).modal.provider.request({ method: 'eth_chainId' }))
      await page.waitForTimeout(1_000)
      if (wants('open')) {
        const frame = await modalFrame(page, urls.modal)
        await measure('openPreloadedMs', () => measureOpenPreloaded(page, frame))
        await measure('openPreloadedMs4x', async () => {
          // The page and the modal: not the bare figures' echo frame, which a dapp doesn't have.
          const restore = await throttleCpu(page, 4, [frame])
          try {
            return await measureOpenPreloaded(page, frame, 25)
          } finally {
            await restore()
          }
        })
        // The machine's floor under a cold open, printed beside it (no budget): what a first-touched
        // page of memory costs, and a bare cross-site frame's first frame in the same browser.
        await measure('freshPageUs', () => measureFreshPageUs())
        await measure('bareFrameColdMs', () => measureBareFrameCold())
        // The budget's figure: a browser with no automation attached, as a visitor's is.
        await measure('openColdMs', () => measureOpenColdUnattached(urls, sdk))
        // A visitor's early click: 200 ms after the page's `load`, the modal is still booting.
        await measure('clickAfterLoadColdMs', () => measureOpenColdUnattached(urls, sdk, { clickAfterLoadMs: 200 }))
        // For comparison, no budget: the same page driven by Playwright (see measureOpenCold).
        await measure('openColdAttachedMs', () => measureOpenCold(browser, urls, sdk))
      }
      // Where a preloaded open's time goes at 4× CPU, renderer by renderer (no budget).
      if (wants('openTrace')) await measure('openPieces4x', async () => (await import('./traceOpen')).traceOpen(browser, page, await modalFrame(page, urls.modal)))
      if (wants('bridge')) await measure('bridge', () => measureBridge(page), true)
      if (wants('flood')) await measure('flood', () => measureFlood(page))
      await page.close()
    }

    if (wants('heap')) {
      const bare: Page = await context.newPage()
      await bare.goto(bareUrl)
      const withSdk = await context.newPage()
      await withSdk.goto(hostUrl)
      await withSdk.evaluate(() => (window as unknown as { modal: { open(): Promise<void> } }).modal.open())
      await withSdk.waitForTimeout(500)
      await measure('hostHeapDeltaBytes', async () => (await usedHeap(withSdk)) - (await usedHeap(bare)))
    }

    if (wants('balance')) await measure('balanceP50Ms', async () => (await (await import('../../services/data-api/benchBalance')).benchBalance(stack)).p50)
    if (wants('walletConnect')) {
      // A context of its own, so the first run is really cold (nothing of WalletConnect cached).
      const wcContext = await browser.newContext()
      await wcContext.grantPermissions(['local-network-access'])
      await measure('walletConnect', async () => (await import('./measureWalletConnect')).measureWalletConnect(wcContext, urls), true)
      await wcContext.close()
    }
    if (wants('email')) {
      const emailContext = await browser.newContext()
      await emailContext.grantPermissions(['local-network-access'])
      await measure('emailCodeToAccountMs', async () => (await import('./measureEmailLogin')).measureEmailLogin(emailContext, urls))
      await emailContext.close()
    }
    if (wants('passkey')) {
      // A context of its own: its virtual authenticator and its signed-out wallet touch no other figure.
      const passkeyContext = await browser.newContext()
      await passkeyContext.grantPermissions(['local-network-access'])
      await measure('passkeySignInMs', async () => (await import('./measurePasskeySignIn')).measurePasskeySignIn(passkeyContext, urls, sdk))
      await passkeyContext.close()
    }
    if (wants('userOp')) await measure('userOpToReceiptMs', async () => (await import('./measureUserOp')).measureUserOp(context, urls, sdk))
    // Gas, not time: printed for the record, no budget (its own chains and bundlers, beside the stack's).
    if (wants('passkeyGas')) await measure('passkeyGas', async () => (await import('./measurePasskeyGas')).measurePasskeyGas(), true)
    if (wants('restore')) await measure('restoreMs', async () => (await import('./measureRestore')).measureRestore(browser, urls, sdk))
    // Where a restore's time goes, kind by kind (no budget).
    if (wants('restoreTrace')) await measure('restoreSplit', async () => (await import('./traceRestore')).traceRestore(browser, urls, sdk))
  } finally {
    await browser.close()
    await Promise.all(servers.map((s) => new Promise((r) => s.httpServer.close(r))))
    await stack.stop()
  }
}

const out = only.length === 0 ? 'bench-results.json' : 'bench-results.partial.json'
writeFileSync(out, JSON.stringify({ ...results, loadAverage: { cores: cpus().length, byFigure: loads } }, null, 2) + '\n')
console.log(`\nfigure                    value (also in ${out})`)
for (const [key, value] of Object.entries(results)) console.log(`${key.padEnd(26)}${JSON.stringify(value)}${loads[key] ? `  ${formatLoad(loads[key])}` : ''}`)
if ('restoreSplit' in results) {
  console.log('')
  for (const line of (await import('./traceRestore')).formatRestoreSplit(results.restoreSplit)) console.log(line)
}
if ('load' in results) {
  console.log('')
  for (const line of formatServiceLoad(results.load)) console.log(line)
  if (loads.load) console.log(`measured at ${formatLoad(loads.load)} (1-minute load average on ${cpus().length} cores)`)
}
console.log('\nbudget                    figure → limit')
const failing: string[] = []
for (const budget of BUDGETS) {
  if (!wants(budget.group)) {
    console.log(`skip ${budget.name.padEnd(26)}(group ${budget.group} not measured in this run)`)
    continue
  }
  const ok = budget.passes(results)
  if (!ok) failing.push(budget.name)
  const load = loads[budget.source ?? budget.name]
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${budget.name.padEnd(26)}${budget.figure(results) ?? 'not measured'} → ${budget.limit}${load ? `; ${formatLoad(load)}` : ''}`)
}
const busy = Object.entries(loads).filter(([, load]) => load.busy).map(([key]) => key)
console.log(`\nload average at the end: ${loadavg().map((l) => l.toFixed(2)).join(', ')} (1, 5, 15 min) on ${cpus().length} cores`)
if (busy.length > 0) console.log(`measured on a busy machine (load average above ${cpus().length}, the core count): ${busy.join(', ')}; judge a budget on a quiet run`)
if (failing.length > 0) {
  console.log(`\nbudgets failed: ${failing.join(', ')}`)
  process.exitCode = 1
}
