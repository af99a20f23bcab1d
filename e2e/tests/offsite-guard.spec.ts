import { expect, test } from '@playwright/test'
import { readOffsite } from '../fixtures/offsiteProxy'
import { offsiteRecordUrl } from '../fixtures/offsiteProxyEnv'
import { urls } from '../fixtures/test'

// The guard every other test runs under (fixtures/test.ts), tested here without it: Playwright's
// own `test`, so what this test sends outside loopback on purpose fails nothing but its checks.
// The modal's CSP would stop its frame's attempts before any network: off here, so they reach it.
test.use({ bypassCSP: true })

test('the network guard: requests and websockets outside loopback, from the page and the cross-site modal frame, are refused and recorded; loopback goes direct', async ({ page }) => {
  const recordUrl = offsiteRecordUrl()
  const before = (await readOffsite(recordUrl)).length
  await page.goto(urls.demo)
  await expect(page.getByTestId('demo-connect')).toBeVisible()
  const modalFrame = await (await page.waitForSelector('iframe[data-airlock="iframe"]', { state: 'attached' })).contentFrame()
  expect(modalFrame).not.toBeNull()
  // Runs in the page or the frame (Playwright sends its source): all it uses comes as its argument.
  // A fetch settles with the proxy's refusal (403, or a failed tunnel for https); whether it left
  // is what the proxy recorded below. The websocket must never open.
  const attempt = async (targets: { fetch: string[]; socket: string }) => {
    await Promise.all(targets.fetch.map((url) => fetch(url, { mode: 'no-cors' }).catch(() => undefined)))
    return new Promise<string>((resolve) => {
      const ws = new WebSocket(targets.socket)
      ws.onopen = () => resolve('open')
      ws.onerror = () => resolve('refused')
    })
  }
  const fromPage = await page.evaluate(attempt, { fetch: ['http://offsite.invalid/page', 'https://offsite.invalid/page', 'http://203.0.113.9/page'], socket: 'wss://offsite.invalid/page' })
  expect(fromPage).toBe('refused')
  const fromModal = await modalFrame!.evaluate(attempt, { fetch: ['http://offsite.invalid/modal'], socket: 'ws://203.0.113.9/modal' })
  expect(fromModal).toBe('refused')
  // Loopback is never proxied: the stack answers, and the proxy saw none of it.
  expect(await page.evaluate(() => fetch(location.href).then((r) => r.status))).toBe(200)
  const refused = (await readOffsite(recordUrl)).slice(before)
  expect(refused).toEqual(
    expect.arrayContaining(['http://offsite.invalid/page', 'CONNECT offsite.invalid:443', 'http://203.0.113.9/page', 'http://offsite.invalid/modal']),
  )
  expect(refused.some((entry) => entry.includes('203.0.113.9') && entry !== 'http://203.0.113.9/page'), 'the modal frame’s websocket').toBe(true)
  expect(refused.filter((entry) => /127\.0\.0\.1|localhost/.test(entry))).toEqual([])
})
