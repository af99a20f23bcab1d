import type { Page } from '@playwright/test'
import { distDir } from '../../config/distDir'
import { serveModal } from '../../modal-app/server/serveModal'
import { freePort } from '../fixtures/freePort'
import { expect, test, urls } from '../fixtures/test'
import { hostPage, serveTestPage } from '../fixtures/testPages'

const modalOrigin = new URL(urls.modal).origin
const demoOrigin = new URL(urls.demo).origin
const hostileOrigin = new URL(urls.hostile).origin

interface Refusal {
  name: string
  code: number
  reason: string
  message: string
}

/** What `ready()` rejected with, and what the same page's provider answers afterwards. */
async function refusalOf(page: Page): Promise<{ ready: Refusal; request: Refusal }> {
  await page.waitForFunction(() => (window as unknown as { modal?: unknown }).modal !== undefined)
  return page.evaluate(async () => {
    const { modal } = window as unknown as { modal: { ready(): Promise<void>; provider: { request(a: unknown): Promise<unknown> } } }
    const caught = (e: Refusal) => ({ name: e.name, code: e.code, reason: e.reason, message: e.message })
    const ready = await modal.ready().then(() => undefined, caught)
    const request = await modal.provider.request({ method: 'eth_chainId' }).then(() => undefined, caught)
    return { ready: ready!, request: request! }
  })
}

/** The host SDK's own console lines (every refusal is written once, starting "Airlock:"). */
function sdkLines(page: Page) {
  const lines: string[] = []
  page.on('console', (m) => m.type() === 'error' && m.text().startsWith('Airlock:') && lines.push(m.text()))
  return lines
}

test.describe('a refused embed says why: ready() rejects with the cause and the fix, written to the console once', () => {
  test.use({ allowedConsoleErrors: [/^console\.error: Airlock: /] })

  test('origin not allowed: a page on 127.0.0.2 (not in the allow-list)', async ({ page }) => {
    const lines = sdkLines(page)
    const frame = page.waitForResponse((r) => r.url().startsWith(modalOrigin) && r.request().resourceType() === 'document')
    await page.goto(await serveTestPage(page, urls.hostile, '/__t/embed.html', hostPage()))
    const { ready, request } = await refusalOf(page)
    expect(ready).toEqual({
      name: 'EmbedRefusedError',
      code: 4900,
      reason: 'originNotAllowed',
      message: `Airlock: Origin is not allowed for this project. Add this origin to the allowlist of your project to use it. Add ${hostileOrigin} to the allowedOrigins of project 'airlock-demo'.`,
    })
    expect(request).toEqual(ready)
    await expect.poll(() => lines).toEqual([ready.message])
    // The refusal is never stored: a fixed allow-list is seen at the next load.
    expect((await frame).headers()['cache-control']).toBe('no-store')
    // No modal ran in the page that was refused.
    const framed = page.frames().find((f) => f.url().startsWith(modalOrigin))!
    expect(await framed.evaluate(() => document.getElementById('root'))).toBeNull()
  })

  test('unknown project', async ({ page }) => {
    const lines = sdkLines(page)
    await page.goto(await serveTestPage(page, urls.demo, '/__t/embed.html', hostPage("{ projectId: 'nobody-registered-this' }")))
    const { ready } = await refusalOf(page)
    expect(ready).toEqual({
      name: 'EmbedRefusedError',
      code: 4900,
      reason: 'unknownProject',
      message: "Airlock: Invalid Project ID - update configuration: Project 'nobody-registered-this' is not registered with this service: add it to config/projects.json.",
    })
    await expect.poll(() => lines).toEqual([ready.message])
  })

  test("settings unreachable: the modal's server cannot reach its settings service", async ({ page }) => {
    const settingsUrl = `http://127.0.0.1:${await freePort()}`
    const app = await serveModal({ root: `${distDir()}/modal-app`, settingsUrl })
    try {
      const modalUrl = `${await app.listen({ host: '127.0.0.1', port: 0 })}/`
      const lines = sdkLines(page)
      await page.goto(await serveTestPage(page, urls.demo, '/__t/embed.html', hostPage(`{ modalUrl: ${JSON.stringify(modalUrl)} }`)))
      const { ready } = await refusalOf(page)
      expect(ready).toMatchObject({ name: 'EmbedRefusedError', code: 4900, reason: 'settingsUnreachable' })
      expect(ready.message).toBe(
        `Airlock: the modal's server could not read the settings of project 'airlock-demo' (The settings service could not be reached (${settingsUrl}/v1/projects/airlock-demo/settings)). Check that the settings service the modal was built with (VITE_AIRLOCK_SETTINGS_URL) is up and reachable from the modal's server.`,
      )
      await expect.poll(() => lines).toEqual([ready.message])
    } finally {
      await app.close()
    }
  })
})

test.describe("the visitor's browser cannot reach the settings service", () => {
  // Chromium logs the aborted settings request; the refusal's own line is the host SDK's.
  test.use({ allowedConsoleErrors: [/^console\.error: (Airlock: |Failed to load resource: net::ERR_FAILED)/] })

  test("settings unreachable from the browser: the modal's server served the modal, the modal's own settings request fails, and it tells the page", async ({ page }) => {
    // The modal's server reads the settings (it is on the stack's loopback); this browser gets no answer from the service.
    const settings = `${urls.dataApi}/v1/projects/airlock-demo/settings`
    let blocked = 0
    await page.context().route(`${settings}*`, (route) => {
      blocked++
      return route.abort('failed')
    })
    const lines = sdkLines(page)
    await page.goto(await serveTestPage(page, urls.demo, '/__t/embed.html', hostPage()))
    const { ready, request } = await refusalOf(page)
    expect(ready).toMatchObject({ name: 'EmbedRefusedError', code: 4900, reason: 'settingsUnreachable' })
    expect(ready.message).toMatch(/^Airlock: the modal could not read the settings of project 'airlock-demo' from this browser \(.+\)\. Check that the settings service the modal was built with \(VITE_AIRLOCK_SETTINGS_URL\) is up and reachable from your visitors' browsers/)
    expect(ready.message).not.toContain('no modal answered')
    expect(request).toEqual(ready)
    expect(blocked).toBeGreaterThan(0)
    await expect.poll(() => lines).toEqual([ready.message])
  })
})

test.describe('a URL that answers, but not as the modal', () => {
  // Chromium logs the data service's 404 for the frame's document: the wrong URL is this test's point.
  test.use({ allowedConsoleErrors: [/^console\.error: (Airlock: |Failed to load resource: the server responded with a status of 404)/] })

  test('modal URL wrong: modalUrl names the data service, which never answers as the modal', async ({ page }) => {
    const lines = sdkLines(page)
    const wrong = `${urls.dataApi}/`
    await page.goto(await serveTestPage(page, urls.demo, '/__t/embed.html', hostPage(`{ modalUrl: ${JSON.stringify(wrong)}, readyTimeoutMs: 2000 }`)))
    const { ready } = await refusalOf(page)
    expect(ready).toMatchObject({ name: 'EmbedRefusedError', code: 4900, reason: 'modalUnreachable' })
    expect(ready.message).toBe(
      `Airlock: no modal answered at ${wrong}?projectId=airlock-demo&origin=${encodeURIComponent(demoOrigin)} within 2000 ms. Check that modalUrl is the address of your Airlock modal deployment and that it is up (and that any page framing this one is an allowed origin too).`,
    )
    await expect.poll(() => lines).toEqual([ready.message])
  })
})

test.describe("the dapp's own CSP blocks the modal's frame", () => {
  // Chromium writes its own refusal of the frame to the console; the SDK's line is the one that names the fix.
  test.use({ allowedConsoleErrors: [/^console\.error: (Airlock: |Framing '[^']+' violates the following Content Security Policy directive)/] })

  test("a page whose policy has no frame-src for the modal: blockedByCsp, naming the directive", async ({ page }) => {
    const lines = sdkLines(page)
    const policy = "default-src 'self'; style-src 'self' 'unsafe-inline'"
    // The policy allows no inline script: the page's script is a file of its own.
    const script = /<script>([\s\S]*)<\/script>/.exec(hostPage())![1]!
    await serveTestPage(page, urls.demo, '/__t/unused.html', '')
    await page.route(`${demoOrigin}/__t/embed.js`, (route) => route.fulfill({ contentType: 'text/javascript', body: script }))
    await page.route(`${demoOrigin}/__t/csp.html`, (route) =>
      route.fulfill({
        contentType: 'text/html',
        headers: { 'Content-Security-Policy': policy },
        body: '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>strict dapp</title></head><body><button id="opener">Open</button><script src="/__sdk.js"></script><script src="/__networks.js"></script><script src="/__t/embed.js"></script></body></html>',
      }),
    )
    await page.goto(`${demoOrigin}/__t/csp.html`)
    const { ready, request } = await refusalOf(page)
    expect(ready).toEqual({
      name: 'EmbedRefusedError',
      code: 4900,
      reason: 'blockedByCsp',
      message: `Airlock: this page's Content-Security-Policy blocked the modal's frame. Add ${modalOrigin} to its frame-src directive.`,
    })
    expect(request).toEqual(ready)
    await expect.poll(() => lines).toEqual([ready.message])
  })
})
