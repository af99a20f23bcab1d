import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import type { BrowserContext, Frame, Page } from '@playwright/test'
import { distDir } from '../../config/distDir'
import type { StackUrls } from '../../config/urls'

/** How the bench page makes its modal: after the page's parse (like a dapp), or and opens it at once (a cold open). */
export interface HostPageOptions {
  /** Call `open()` right after `createModal` and stamp `window.openStart` (performance.timeOrigin clock) before it. */
  openAtOnce?: boolean
  /** Click the page's Open button this many ms after the page's `load`, stamping `window.openStart` just before (a visitor's early click). */
  clickAfterLoadMs?: number
  /** HTML added after the SDK's script. */
  extra?: string
}

/**
 * The bench's host page: the host SDK's classic scripts (the SDK and its networks) inlined (so no page pays a request
 * the other doesn't; the figure is about what the SDK and its iframe cost, not about fetching
 * the script), `createModal` for the test stack, a `#opener` button and `window.modal`.
 *
 * @example
 * await servePage(context, urls, '__bench/host.html', hostPage(urls, sdk))
 */
export function hostPage(urls: StackUrls, sdk: string, options: HostPageOptions = {}): string {
  return `<button id="opener">Open</button><script>${sdk.replaceAll('</script', '<\\/script')}</script><script>
    const { createModal, mainnet, base } = window.Airlock
    ${options.openAtOnce ? 'window.openStart = performance.timeOrigin + performance.now()' : ''}
    window.modal = createModal(${modalOptionsScript(urls)})
    ${options.openAtOnce ? 'window.modal.open()' : ''}
    document.getElementById('opener').onclick = () => window.modal.open()
    ${options.clickAfterLoadMs === undefined ? '' : `addEventListener('load', () => setTimeout(() => {
      window.openStart = performance.timeOrigin + performance.now()
      document.getElementById('opener').click()
    }, ${options.clickAfterLoadMs}))`}
  </script>${options.extra ?? ''}`
}

/**
 * The `createModal` options of every bench page, as script source (the networks are the names
 * `mainnet` and `base` in the page's scope): the test stack's modal, services and chains.
 *
 * @example
 * `window.modal = createModal(${modalOptionsScript(urls)})`
 */
export function modalOptionsScript(urls: StackUrls): string {
  // The data API and auth service come from the project's settings (the test stack's).
  const services = { registryUrl: urls.dataApi, analyticsUrl: urls.dataApi, relayUrl: urls.relay }
  const rpc = { 'eip155:1': urls.rpc['1'], 'eip155:8453': urls.rpc['8453'] }
  return `{ projectId: 'airlock-demo', networks: [mainnet, base], modalUrl: ${JSON.stringify(urls.modal)}, customRpcUrls: ${JSON.stringify(rpc)}, services: ${JSON.stringify(services)} }`
}

/**
 * The same page without the SDK: the baseline of the inline figure (`loadEventInline`). It keeps
 * the dapp's own script, its button wired to nothing instead of to the modal: every dapp runs
 * script, and a page's first script pays for the page's script context and for the DOM wrappers
 * of the first element it touches, costs that are the dapp's, not the SDK's. With `sameSizeAs`
 * it is padded, before that script, with an HTML comment to that page's length: an inlined SDK
 * makes the document about 22 KB, which arrives in two parts, and a page whose parser waits for
 * its second part paints a first frame before `load`, with or without a script (a trace shows
 * the same early frame for a page carrying only a comment of that size, never for the 40-byte
 * page). Padding keeps that transport cost on both sides, so the figure is what the SDK's code
 * costs; its bytes have their own size budgets.
 *
 * @example
 * barePage(hostPage(urls, sdk)) // as long as the page with the SDK
 */
export function barePage(sameSizeAs = ''): string {
  const button = '<button id="opener">Open</button>'
  const script = `<script>document.getElementById('opener').onclick = () => {}</script>`
  const pad = sameSizeAs.length - button.length - script.length - '<!---->'.length
  return pad > 0 ? `${button}<!--${' '.repeat(pad)}-->${script}` : button + script
}

/**
 * Serves `body` as an HTML page at `urls.demo + path` from the test (the demo origin is an
 * allowed embedder of the modal).
 *
 * @example
 * await servePage(context, urls, '__bench/bare.html', barePage)
 */
export async function servePage(context: BrowserContext, urls: StackUrls, path: string, body: string): Promise<string> {
  const url = `${urls.demo}${path}`
  await context.route(url, (r) => r.fulfill({ contentType: 'text/html', body: document(body) }))
  return url
}

/**
 * Writes `body` as an HTML page into the built demo (`<distDir()>/demo/<path>`: `dist` unless
 * AIRLOCK_DIST names the folder a second stack builds into), which the demo's
 * preview server then serves at `urls.demo + path`. For figures that need the browser's HTTP
 * cache: Playwright turns the cache off in a context with any route, so a page served by
 * `servePage` makes every later visit in that context a first visit.
 *
 * @example
 * await page.goto(writeDemoPage(urls, '__bench/cold.html', hostPage(urls, sdk, { openAtOnce: true })))
 */
export function writeDemoPage(urls: StackUrls, path: string, body: string): string {
  const file = `${distDir()}/demo/${path}`
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(file, document(body))
  return `${urls.demo}${path}`
}

function document(body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Airlock bench</title></head><body>${body}</body></html>`
}

/**
 * The modal's frame in `page`, once the SDK has put it there (polled every 50 ms, 5 s at most):
 * the SDK mounts its iframe after the page's `load` or at the first open.
 *
 * @example
 * await page.locator('#opener').click()
 * const frame = await modalFrameOf(page, urls)
 */
export async function modalFrameOf(page: Page, urls: StackUrls): Promise<Frame> {
  for (let tries = 0; tries < 100; tries++) {
    const frame = page.frames().find((f) => f.url().startsWith(urls.modal))
    if (frame) return frame
    await page.waitForTimeout(50)
  }
  throw new Error('modal frame not found')
}
