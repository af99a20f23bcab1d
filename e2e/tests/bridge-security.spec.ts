import { readFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { expect, expectModalShown, test, urls } from '../fixtures/test'
import { hostPage, serveTestPage } from '../fixtures/testPages'

const modalOrigin = new URL(urls.modal).origin
const demoOrigin = new URL(urls.demo).origin
const hostileOrigin = new URL(urls.hostile).origin

async function openHost(page: Page, options = '{}') {
  await page.goto(await serveTestPage(page, urls.demo, '/__t/host.html', hostPage(options)))
  await page.waitForFunction(() => (window as unknown as { modal?: unknown }).modal !== undefined)
  // The SDK mounts the iframe after load, in an idle moment: tests that reach into frames wait for it.
  await page.locator('iframe[data-airlock="iframe"]').waitFor({ state: 'attached' })
}

const call = (page: Page, args: unknown) => page.evaluate((a) => (window as never as { call(a: unknown): Promise<unknown> }).call(a), args)
const modalFrame = (page: Page) => page.frames().find((f) => f.url().startsWith(modalOrigin))!

test.describe('the iframe accepts its handshake only from its parent (security.md #1)', () => {
  test('a sibling cross-origin frame that forges connect gets no port and no UI', async ({ page }) => {
    await openHost(page)
    await expect(call(page, { method: 'eth_chainId' })).resolves.toEqual({ result: '0x1' })
    await page.route(`${hostileOrigin}/sibling.html`, (r) =>
      r.fulfill({
        contentType: 'text/html',
        body: `<script>
          window.answers = 0
          for (let i = 0; i < parent.frames.length; i++) {
            const a = new MessageChannel(), b = new MessageChannel()
            a.port1.onmessage = () => { window.answers++ }
            parent.frames[i].postMessage({ protocol: 'airlock', version: 1, type: 'connect', options: { projectId: 'airlock-demo', networks: [] } }, ${JSON.stringify(modalOrigin)}, [a.port2, b.port2])
            a.port1.postMessage({ id: 'forged', type: 'APPLY', path: ['getState'], argumentList: [] })
          }
        </script>`,
      }),
    )
    await page.evaluate((src) => {
      const f = document.createElement('iframe')
      f.src = src
      document.body.append(f)
    }, `${hostileOrigin}/sibling.html`)
    await page.waitForTimeout(800)
    const sibling = page.frames().find((f) => f.url().startsWith(hostileOrigin))!
    expect(await sibling.evaluate(() => (window as never as { answers: number }).answers)).toBe(0)
    await expect(call(page, { method: 'eth_chainId' })).resolves.toEqual({ result: '0x1' })
  })

  test('a popup that forges connect to the opener\'s modal frame gets nothing', async ({ page, context }) => {
    await openHost(page)
    await context.route(`${hostileOrigin}/popup.html`, (r) =>
      r.fulfill({
        contentType: 'text/html',
        body: `<script>
          window.answers = 0
          const target = opener.frames[0]
          const a = new MessageChannel(), b = new MessageChannel()
          a.port1.onmessage = () => { window.answers++ }
          target.postMessage({ protocol: 'airlock', version: 1, type: 'connect', options: { projectId: 'airlock-demo', networks: [] } }, ${JSON.stringify(modalOrigin)}, [a.port2, b.port2])
          a.port1.postMessage({ id: 'forged', type: 'APPLY', path: ['getState'], argumentList: [] })
        </script>`,
      }),
    )
    const [popup] = await Promise.all([page.waitForEvent('popup'), page.evaluate((u) => void window.open(u), `${hostileOrigin}/popup.html`)])
    await popup.waitForLoadState()
    await page.waitForTimeout(800)
    expect(await popup.evaluate(() => (window as never as { answers: number }).answers)).toBe(0)
  })
})

test('the host ignores a forged ready from a hostile frame: the pending call is unaffected (#2)', async ({ page }) => {
  await openHost(page)
  await page.route(`${hostileOrigin}/forger.html`, (r) =>
    r.fulfill({ contentType: 'text/html', body: `<script>parent.postMessage({ protocol: 'airlock', version: 1, type: 'ready' }, ${JSON.stringify(demoOrigin)})</script>` }),
  )
  const pending = call(page, { method: 'eth_blockNumber' })
  await page.evaluate((src) => {
    const f = document.createElement('iframe')
    f.src = src
    document.body.append(f)
  }, `${hostileOrigin}/forger.html`)
  const result = (await pending) as { result?: string }
  expect(result.result).toMatch(/^0x[0-9a-f]+$/)
  expect(await page.evaluate(() => (window as never as { events: unknown[] }).events)).toEqual([])
})

test('the exposed surface cannot be written or walked, even by an allowed host (#4)', async ({ page }) => {
  const services = JSON.stringify({ registryUrl: urls.dataApi, analyticsUrl: urls.dataApi, relayUrl: urls.relay })
  const mainnet = JSON.stringify({ id: 1, name: 'Ethereum', caipNetworkId: 'eip155:1', chainNamespace: 'eip155', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [urls.rpc['1']] } } })
  const url = await serveTestPage(
    page,
    urls.demo,
    '/__t/raw.html',
    `<script>
      const iframe = document.createElement('iframe')
      iframe.src = ${JSON.stringify(urls.modal)} + '?projectId=airlock-demo&origin=' + encodeURIComponent(location.origin)
      document.body.append(iframe)
      window.addEventListener('message', (e) => {
        if (e.source !== iframe.contentWindow || !e.data || e.data.type !== 'ready') return
        const a = new MessageChannel(), b = new MessageChannel()
        iframe.contentWindow.postMessage({ protocol: 'airlock', version: 1, type: 'connect', options: { projectId: 'airlock-demo', networks: [${mainnet}], services: ${services} } }, ${JSON.stringify(modalOrigin)}, [a.port2, b.port2])
        const pending = new Map()
        a.port1.onmessage = (ev) => { const done = pending.get(ev.data.id); if (done) done(ev.data) }
        window.raw = (msg) => new Promise((resolve) => { pending.set(msg.id, resolve); a.port1.postMessage(msg) })
      })
    </script>`,
  )
  await page.goto(url)
  await page.waitForFunction(() => typeof (window as never as { raw?: unknown }).raw === 'function')
  const raw = (msg: object) => page.evaluate((m) => (window as never as { raw(m: object): Promise<{ value: { value?: { code: number; message: string } } }> }).raw(m), msg)

  expect((await raw({ id: 's1', type: 'SET', path: ['__proto__', 'polluted'], value: { type: 'RAW', value: 'yes' } })).value.value?.code).toBe(-32600)
  expect((await raw({ id: 's2', type: 'SET', path: ['request'], value: { type: 'RAW', value: 1 } })).value.value?.code).toBe(-32600)
  expect((await raw({ id: 'c1', type: 'CONSTRUCT', path: ['request'], argumentList: [] })).value.value?.code).toBe(-32600)
  expect((await raw({ id: 'g1', type: 'GET', path: ['request'] })).value.value?.code).toBe(-32600)
  expect((await raw({ id: 'p1', type: 'APPLY', path: ['constructor', 'constructor'], argumentList: [] })).value.value?.code).toBe(-32601)
  expect((await raw({ id: 'p2', type: 'APPLY', path: ['__proto__'], argumentList: [] })).value.value?.code).toBe(-32601)
  const modal = modalFrame(page)
  expect(await modal.evaluate(() => (({}) as Record<string, unknown>).polluted)).toBeUndefined()
  const notAllowed = await raw({ id: 'r1', type: 'APPLY', path: ['request'], argumentList: [{ type: 'RAW', value: { method: 'eth_sign', params: [] } }] })
  expect(notAllowed.value.value).toEqual({ code: 4200, message: 'Requested RPC call is not allowed' })
  const ok = (await raw({ id: 'ok', type: 'APPLY', path: ['request'], argumentList: [{ type: 'RAW', value: { method: 'eth_chainId' } }] })) as unknown as { value: string }
  expect(ok.value).toBe('0x1')
})

// The SDK writes the refusal to the console once (embed-errors.spec.ts): that is this test's point.
test.describe('an unlisted embedder', () => {
  test.use({ allowedConsoleErrors: [/^console\.error: Airlock: Origin is not allowed/] })

  test('only allowed origins can embed: an unlisted site gets 4900 (the refusal, not the modal) within the ready timeout, no hang (#5)', async ({ page }) => {
    const url = await serveTestPage(page, urls.hostile, '/__t/evil.html', hostPage('{ readyTimeoutMs: 1500 }'))
    const blocked: string[] = []
    page.on('response', (r) => {
      if (r.url().startsWith(modalOrigin) && r.headers()['content-security-policy']) blocked.push(r.headers()['content-security-policy']!)
    })
    await page.goto(url)
    await page.waitForFunction(() => (window as unknown as { modal?: unknown }).modal !== undefined)
    const result = await call(page, { method: 'eth_chainId' })
    expect(result).toMatchObject({ code: 4900 })
    expect(blocked[0]).toContain('frame-ancestors')
    expect(blocked[0]).not.toContain(hostileOrigin)
    const framed = page.frames().find((f) => f.url().startsWith(modalOrigin))!
    expect(await framed.evaluate(() => document.getElementById('root'))).toBeNull()
  })
})

// The modal refuses inside its frame and never answers: the SDK says so on the console once (no modal answered).
test.describe('an unlisted top page', () => {
  test.use({ allowedConsoleErrors: [/^console\.error: Airlock: no modal answered/] })

  test('the whole ancestor chain is checked: an allowed page framed by an unlisted top page is refused (#6)', async ({ page }) => {
    // Strip the CDN's frame-ancestors header to prove the modal's own ancestorOrigins check.
    await page.route(`${modalOrigin}/?*`, async (route) => {
      const response = await route.fetch()
      const headers = { ...response.headers() }
      delete headers['content-security-policy']
      await route.fulfill({ response, headers })
    })
    const inner = await serveTestPage(page, urls.demo, '/__t/inner.html', hostPage('{ readyTimeoutMs: 1500 }'))
    const top = await serveTestPage(page, urls.hostile, '/__t/top.html', `<iframe src="${inner}" title="framed dapp" style="width:900px;height:600px"></iframe>`)
    await page.goto(top)
    const dapp = page.frameLocator('iframe[title="framed dapp"]')
    const modal = dapp.frameLocator('iframe[data-airlock="iframe"]')
    await expect(modal.getByText('Invalid App Configuration')).toBeAttached()
    const dappFrame = page.frames().find((f) => f.url() === inner)!
    await dappFrame.waitForFunction(() => (window as unknown as { modal?: unknown }).modal !== undefined)
    const result = await dappFrame.evaluate(() => (window as never as { call(a: unknown): Promise<unknown> }).call({ method: 'eth_chainId' }))
    expect(result).toMatchObject({ code: 4900 })
  })
})

test('the allow-list is enforced inside the iframe, per namespace (#8)', async ({ page }) => {
  await openHost(page)
  expect(await call(page, { method: 'eth_sign', params: [] })).toEqual({ code: 4200, message: 'Requested RPC call is not allowed' })
  expect(await call(page, { method: 'solana_signMessage', params: {} })).toMatchObject({ code: 4200 })
  expect(await call(page, { method: 'eth_chainId', chainId: 'eip155:42161' })).toMatchObject({ code: 4901 })
})

test('malformed requests get JSON-RPC errors and the bridge survives (#13)', async ({ page }) => {
  await openHost(page)
  expect(await call(page, null)).toMatchObject({ code: -32600 })
  expect(await call(page, {})).toMatchObject({ code: -32600 })
  expect(await call(page, { method: 42 })).toMatchObject({ code: -32600 })
  expect(await call(page, { method: 'eth_call', params: 'nope' })).toMatchObject({ code: -32602 })
  expect(await page.evaluate(() => (window as never as { modal: { provider: { request(a: unknown): Promise<unknown> } } }).modal.provider.request({ method: 'eth_call', params: [() => 1] }).catch((e: { code: number }) => e.code))).toBe(-32602)
  expect(await call(page, { method: 'eth_chainId' })).toEqual({ result: '0x1' })
})

test.describe('pending requests never hang (#14)', () => {
  test('iframe removed mid-request: 4900 and a disconnect event', async ({ page }) => {
    await openHost(page)
    const pending = call(page, { method: 'eth_requestAccounts' })
    await expectModalShown(page, true)
    await page.evaluate(() => document.querySelector('dialog[data-airlock="dialog"]')!.remove())
    expect(await pending).toMatchObject({ code: 4900 })
    expect(await page.evaluate(() => (window as never as { events: { name: string }[] }).events.map((e) => e.name))).toContain('disconnect')
  })

  test('iframe reloaded mid-request: 4900, disconnect, and the next call works', async ({ page }) => {
    await openHost(page)
    const pending = call(page, { method: 'eth_requestAccounts' })
    await expectModalShown(page, true)
    await modalFrame(page).evaluate(() => location.reload())
    expect(await pending).toMatchObject({ code: 4900 })
    expect(await page.evaluate(() => (window as never as { events: { name: string }[] }).events.map((e) => e.name))).toContain('disconnect')
    await expect(call(page, { method: 'eth_chainId' })).resolves.toEqual({ result: '0x1' })
  })

  test('iframe navigated away mid-request: 4900, and the new page receives nothing (#3)', async ({ page }) => {
    await openHost(page)
    await page.route(`${hostileOrigin}/catcher.html`, (r) =>
      r.fulfill({ contentType: 'text/html', body: `<script>window.got = []; addEventListener('message', (e) => window.got.push(String(e.data && e.data.type)))</script>` }),
    )
    const pending = call(page, { method: 'eth_requestAccounts' })
    await expectModalShown(page, true)
    await page.evaluate((src) => ((document.querySelector('iframe[data-airlock="iframe"]') as HTMLIFrameElement).src = src), `${hostileOrigin}/catcher.html`)
    expect(await pending).toMatchObject({ code: 4900 })
    expect(await call(page, { method: 'eth_chainId' })).toMatchObject({ code: 4900 })
    const catcher = page.frames().find((f) => f.url().startsWith(hostileOrigin))!
    expect(await catcher.evaluate(() => (window as never as { got: string[] }).got)).toEqual([])
  })

  test('modal closed by the visitor during eth_requestAccounts: 4001', async ({ page, modal }) => {
    await openHost(page)
    const pending = call(page, { method: 'eth_requestAccounts' })
    await expect(modal.getByTestId('airlock-view-Connect')).toBeVisible()
    await modal.getByTestId('airlock-close').click()
    expect(await pending).toMatchObject({ code: 4001 })
    await expectModalShown(page, false)
  })
})

test('account methods before connecting: eth_accounts is [] and signing is 4100 (#15)', async ({ page }) => {
  await openHost(page)
  expect(await call(page, { method: 'eth_accounts' })).toEqual({ result: [] })
  expect(await call(page, { method: 'personal_sign', params: ['0x68656c6c6f', '0x0000000000000000000000000000000000000001'] })).toMatchObject({ code: 4100 })
  expect(await call(page, { method: 'eth_sendTransaction', params: [{}] })).toMatchObject({ code: 4100 })
})

test('the iframe has exactly the sandbox tokens and an origin-scoped allow (#17)', async ({ page }) => {
  await openHost(page)
  const iframe = page.locator('iframe[data-airlock="iframe"]')
  await expect(iframe).toHaveAttribute('sandbox', 'allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox allow-top-navigation-to-custom-protocols allow-storage-access-by-user-activation')
  // Only app schemes may replace the top page, never an http(s) page: no allow-top-navigation.
  expect((await iframe.getAttribute('sandbox'))!.split(' ')).not.toContain('allow-top-navigation')
  expect((await iframe.getAttribute('sandbox'))!.split(' ')).not.toContain('allow-top-navigation-by-user-activation')
  await expect(iframe).toHaveAttribute('allow', `clipboard-write ${modalOrigin}; publickey-credentials-get ${modalOrigin}; publickey-credentials-create ${modalOrigin}`)
})

test('the EIP-6963 announcement is frozen, has a data: icon, and is re-announced on request (#19)', async ({ page }) => {
  await page.addInitScript(() => {
    const seen: unknown[] = []
    ;(window as never as { seen: unknown[] }).seen = seen
    window.addEventListener('eip6963:announceProvider', (e) => seen.push((e as CustomEvent).detail))
  })
  await openHost(page)
  const first = await page.evaluate(() => {
    const d = (window as never as { seen: { info: { icon: string; rdns: string; name: string }; provider: object }[] }).seen.find((x) => x.info.rdns === 'dev.airlock')!
    return { frozen: Object.isFrozen(d), infoFrozen: Object.isFrozen(d.info), icon: d.info.icon.slice(0, 5), name: d.info.name, same: d.provider === (window as never as { modal: { provider: object } }).modal.provider }
  })
  expect(first).toEqual({ frozen: true, infoFrozen: true, icon: 'data:', name: 'Airlock', same: true })
  const count = await page.evaluate(() => {
    const seen = (window as never as { seen: unknown[] }).seen
    const before = seen.length
    window.dispatchEvent(new Event('eip6963:requestProvider'))
    return seen.length - before
  })
  expect(count).toBeGreaterThanOrEqual(1)
})

test('no postMessage with target "*" anywhere in the built modal or host SDK (#3)', async () => {
  for (const file of ['dist/host-sdk/index.js', 'dist/host-sdk/index.global.js']) {
    expect(readFileSync(file, 'utf8')).not.toMatch(/postMessage\([^)]*,\s*["'`]\*["'`]/)
  }
})

test('destroy() removes the dialog and rejects what is pending with 4900', async ({ page }) => {
  await openHost(page)
  const pending = call(page, { method: 'eth_requestAccounts' })
  await expectModalShown(page, true)
  await page.evaluate(() => (window as never as { modal: { destroy(): void } }).modal.destroy())
  expect(await pending).toMatchObject({ code: 4900 })
  await expect(page.locator('dialog[data-airlock="dialog"]')).toHaveCount(0)
  expect(await call(page, { method: 'eth_chainId' })).toMatchObject({ code: 4900 })
})
