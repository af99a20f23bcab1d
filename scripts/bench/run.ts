// The bench: every speed and size figure in one run, printed and written to bench-results.json.
import { readFileSync, writeFileSync } from 'node:fs'
import { chromium, type Page } from '@playwright/test'
import { preview } from 'vite'
import { urlsFor } from '../../config/urls'
import { chromiumArgs } from '../../e2e/playwright.config'
import { startStack } from '../../services/stack'
import { gzipBytes, hostSdkGzipBytes, modalInitialJsGzipBytes } from '../lib/sizes.mjs'
import { BUDGETS } from './budgets'
import { bareEchoScript, echoPage, measureBridge } from './measureBridge'
import { measureFlood } from './measureFlood'
import { usedHeap } from './measureHeap'
import { measureOpen } from './measureOpen'

const urls = urlsFor('test')
const results: Record<string, unknown> = {}
/**
 * Measures one figure (or, with `spread`, a group of figures); a measurement that throws is
 * reported as failed under its name, never left out.
 */
async function measure(name: string, run: () => unknown, spread = false): Promise<void> {
  try {
    const value = await run()
    if (spread) Object.assign(results, value)
    else results[name] = value
  } catch (error) {
    results[name] = { failed: (error as Error).message.split('\n')[0] }
  }
}
await measure('hostSdkGzipBytes', () => hostSdkGzipBytes())
await measure('hostSdkGlobalGzipBytes', () => gzipBytes('dist/host-sdk/index.global.js'))
await measure('modalInitialJsGzipBytes', () => modalInitialJsGzipBytes())

const stack = await startStack({ profile: 'test' })
const servers = [await preview({ configFile: 'vite.config.ts', logLevel: 'warn' }), await preview({ configFile: 'demo/vite.config.ts', logLevel: 'warn' })]
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: chromiumArgs })
try {
  const context = await browser.newContext()
  // Route-served bench pages count as public to Local Network Access; let them embed loopback.
  await context.grantPermissions(['local-network-access'])
  const sdk = readFileSync('dist/host-sdk/index.global.js', 'utf8')
  const hostile = new URL(urls.hostile)
  await context.route(`${urls.demo}__sdk.js`, (r) => r.fulfill({ contentType: 'text/javascript', body: sdk }))
  await context.route(`${hostile.origin}/echo.html`, (r) => r.fulfill({ contentType: 'text/html', body: echoPage }))
  const serve = (path: string, body: string) =>
    context.route(`${urls.demo}${path}`, (r) => r.fulfill({ contentType: 'text/html', body: `<!doctype html><html lang="en"><body>${body}</body></html>` }))
  await serve('__bench/host.html', `<button id="opener">Open</button><script src="/__sdk.js"></script><script>
    const { createModal, mainnet, base } = window.Airlock
    window.modal = createModal({ projectId: 'airlock-demo', networks: [mainnet, base], modalUrl: ${JSON.stringify(urls.modal)},
      customRpcUrls: { 'eip155:1': ${JSON.stringify(urls.rpc['1'])}, 'eip155:8453': ${JSON.stringify(urls.rpc['8453'])} },
      services: { apiUrl: ${JSON.stringify(urls.dataApi)}, registryUrl: ${JSON.stringify(urls.dataApi)}, analyticsUrl: ${JSON.stringify(urls.dataApi)}, relayUrl: ${JSON.stringify(urls.relay)}, authUrl: ${JSON.stringify(urls.auth)} } })
    document.getElementById('opener').onclick = () => window.modal.open()
  </script>${bareEchoScript(`${hostile.origin}/echo.html`, hostile.origin)}`)
  await serve('__bench/bare.html', '<button id="opener">Open</button>')

  const page = await context.newPage()
  await page.goto(`${urls.demo}__bench/host.html`)
  await page.evaluate(() => (window as unknown as { modal: { provider: { request(a: object): Promise<unknown> } } }).modal.provider.request({ method: 'eth_chainId' }))
  await page.waitForTimeout(300)
  await measure('openPreloadedMs', () => measureOpen(page))
  await measure('bridge', () => measureBridge(page), true)
  await measure('flood', () => measureFlood(page))

  const bare: Page = await context.newPage()
  await bare.goto(`${urls.demo}__bench/bare.html`)
  const withSdk = await context.newPage()
  await withSdk.goto(`${urls.demo}__bench/host.html`)
  await withSdk.evaluate(() => (window as unknown as { modal: { open(): Promise<void> } }).modal.open())
  await withSdk.waitForTimeout(500)
  await measure('hostHeapDeltaBytes', async () => (await usedHeap(withSdk)) - (await usedHeap(bare)))

  await measure('balanceP50Ms', async () => (await (await import('../../services/data-api/benchBalance')).benchBalance(stack)).p50)
  await measure('walletConnect', async () => (await import('./measureWalletConnect')).measureWalletConnect(context, urls), true)
  await measure('emailCodeToAccountMs', async () => (await import('./measureEmailLogin')).measureEmailLogin(context, urls))
} finally {
  await browser.close()
  await Promise.all(servers.map((s) => new Promise((r) => s.httpServer.close(r))))
  await stack.stop()
}

writeFileSync('bench-results.json', JSON.stringify(results, null, 2) + '\n')
console.log('\nfigure                    value')
for (const [key, value] of Object.entries(results)) console.log(`${key.padEnd(26)}${JSON.stringify(value)}`)
console.log('\nbudget                    figure → limit')
const failing: string[] = []
for (const budget of BUDGETS) {
  const ok = budget.passes(results)
  if (!ok) failing.push(budget.name)
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${budget.name.padEnd(26)}${budget.figure(results) ?? 'not measured'} → ${budget.limit}`)
}
if (failing.length > 0) {
  console.log(`\nbudgets failed: ${failing.join(', ')}`)
  process.exitCode = 1
}
