// The bench: every speed and size figure in one run, printed and written to bench-results.json.
import { readFileSync, writeFileSync } from 'node:fs'
import { chromium, type Page } from '@playwright/test'
import { preview } from 'vite'
import { urlsFor } from '../../config/urls'
import { chromiumArgs } from '../../e2e/playwright.config'
import { startStack } from '../../services/stack'
import { hostSdkGzipBytes, modalInitialJsGzipBytes } from '../lib/sizes.mjs'
import { bareEchoScript, echoPage, measureBridge } from './measureBridge'
import { floodPasses, measureFlood, type FloodResult } from './measureFlood'
import { usedHeap } from './measureHeap'
import { measureOpen } from './measureOpen'

const urls = urlsFor('test')
const results: Record<string, unknown> = {
  hostSdkGzipBytes: hostSdkGzipBytes(),
  modalInitialJsGzipBytes: modalInitialJsGzipBytes(),
}

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
      services: { apiUrl: ${JSON.stringify(urls.dataApi)}, registryUrl: ${JSON.stringify(urls.dataApi)}, analyticsUrl: ${JSON.stringify(urls.dataApi)}, relayUrl: ${JSON.stringify(urls.relay)} } })
    document.getElementById('opener').onclick = () => window.modal.open()
  </script>${bareEchoScript(`${hostile.origin}/echo.html`, hostile.origin)}`)
  await serve('__bench/bare.html', '<button id="opener">Open</button>')

  const page = await context.newPage()
  await page.goto(`${urls.demo}__bench/host.html`)
  await page.evaluate(() => (window as unknown as { modal: { provider: { request(a: object): Promise<unknown> } } }).modal.provider.request({ method: 'eth_chainId' }))
  await page.waitForTimeout(300)
  results.openPreloadedMs = await measureOpen(page)
  Object.assign(results, await measureBridge(page))
  results.flood = await measureFlood(page)

  const bare: Page = await context.newPage()
  await bare.goto(`${urls.demo}__bench/bare.html`)
  const withSdk = await context.newPage()
  await withSdk.goto(`${urls.demo}__bench/host.html`)
  await withSdk.evaluate(() => (window as unknown as { modal: { open(): Promise<void> } }).modal.open())
  await withSdk.waitForTimeout(500)
  results.hostHeapDeltaBytes = (await usedHeap(withSdk)) - (await usedHeap(bare))

  const balance = await import('../../services/data-api/benchBalance').catch(() => undefined)
  if (balance) results.balanceP50Ms = (await balance.benchBalance(stack)).p50
  const { measureWalletConnect } = await import('./measureWalletConnect')
  Object.assign(results, await measureWalletConnect(context, urls))
} finally {
  await browser.close()
  await Promise.all(servers.map((s) => new Promise((r) => s.httpServer.close(r))))
  await stack.stop()
}

writeFileSync('bench-results.json', JSON.stringify(results, null, 2) + '\n')
console.log('\nfigure                    value')
for (const [key, value] of Object.entries(results)) console.log(`${key.padEnd(26)}${JSON.stringify(value)}`)
const b = results.bridgeRttMs as { median: number }
const bare = results.bareRttMs as { median: number }
const c = results.concurrent as { lost: number; ms: number }
console.log(`\nbridge/bare median ${(b.median / bare.median).toFixed(2)}x (budget 2x); concurrent ${c.lost} lost, ${(c.ms / (results.bareConcurrentMs as number)).toFixed(2)}x bare (budget 2x)`)
const flood = results.flood as FloodResult
console.log(`flood: ${flood.answered} answered + ${flood.codedErrors} coded errors of ${flood.count}, ${flood.hung} hung, next call ${flood.nextCallOk ? 'answers' : 'FAILS'} (${flood.ms} ms)`)
if (!floodPasses(flood)) {
  console.log('budget failed: flood (every call must settle, none hang, the next call must answer)')
  process.exitCode = 1
}
