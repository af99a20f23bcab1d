import { distDir } from '../../config/distDir'
import { serveModal } from '../../modal-app/server/serveModal'
import { expect, test, urls } from '../fixtures/test'
import { hostPage, serveTestPage } from '../fixtures/testPages'

const modalOrigin = new URL(urls.modal).origin

test('the modal asks the data service for its project\'s settings at the handshake, once per page (issue 12 #6)', async ({ page }) => {
  const asked: string[] = []
  page.on('request', (r) => r.url().includes('/v1/projects/') && asked.push(`${r.frame().url().startsWith(modalOrigin) ? 'modal' : 'page'} ${r.url()}`))
  await page.goto(await serveTestPage(page, urls.demo, '/__t/settings.html', hostPage()))
  await page.waitForFunction(() => (window as unknown as { modal?: unknown }).modal !== undefined)
  expect(await page.evaluate(() => (window as never as { call(a: unknown): Promise<unknown> }).call({ method: 'eth_chainId' }))).toEqual({ result: '0x1' })
  await page.locator('#opener').click()
  await expect(page.frameLocator('iframe[data-airlock="iframe"]').getByTestId('airlock-view-Connect')).toBeVisible()
  expect(asked).toEqual([`modal ${urls.dataApi}/v1/projects/airlock-demo/settings`])
})

test.describe('a settings service that does not answer', () => {
  // The host SDK says once in the console why the embed was refused (issue 42 #4): the modal tells
  // the page its settings could not be read from this browser.
  test.use({ allowedConsoleErrors: [/Failed to load resource|ERR_FAILED|net::|^console\.error: Airlock: the modal could not read the settings of project 'airlock-demo' from this browser/] })

  test('refuses the embed with Invalid App Configuration and the host gets 4900, no hang', async ({ page }) => {
    // The modal's server still frames it (its own settings request is Node-side); the browser's one fails.
    await page.route(`${urls.dataApi}/v1/projects/**`, (route) => route.abort('failed'))
    await page.goto(await serveTestPage(page, urls.demo, '/__t/settings-down.html', hostPage('{ readyTimeoutMs: 3000 }')))
    const modal = page.frameLocator('iframe[data-airlock="iframe"]')
    await expect(modal.getByText('Invalid App Configuration')).toBeAttached()
    await page.waitForFunction(() => (window as unknown as { modal?: unknown }).modal !== undefined)
    const started = Date.now()
    expect(await page.evaluate(() => (window as never as { call(a: unknown): Promise<unknown> }).call({ method: 'eth_chainId' }))).toMatchObject({ code: 4900 })
    expect(Date.now() - started).toBeLessThan(12_000)
  })
})

test('an unknown project is framed by nobody: the service answers 404 and the modal server refuses every frame', async ({ request }) => {
  const settings = await request.get(`${urls.dataApi}/v1/projects/nobody/settings`)
  expect(settings.status()).toBe(404)
  expect(await settings.json()).toMatchObject({ error: 'Project Not Found', message: expect.stringContaining("'nobody'") })
  const page = await request.get(`${urls.modal}?projectId=nobody`)
  expect(page.headers()['content-security-policy']).toContain("frame-ancestors 'none'")
})

test('features the operator disallows are off whatever the dapp asked (issue 12 #6)', async ({ page }) => {
  const allWallets = (projectId: string) => `{ projectId: '${projectId}', features: { allWallets: true } }`
  await page.goto(await serveTestPage(page, urls.demo, '/__t/allowed.html', hostPage(allWallets('airlock-demo'))))
  await page.locator('#opener').click()
  const modal = page.frameLocator('iframe[data-airlock="iframe"]')
  await expect(modal.getByTestId('airlock-view-Connect')).toBeVisible()
  await expect(modal.getByTestId('airlock-connector-all-wallets')).toBeVisible()

  await page.goto(await serveTestPage(page, urls.demo, '/__t/restricted.html', hostPage(allWallets('airlock-restricted'))))
  await page.locator('#opener').click()
  await expect(modal.getByTestId('airlock-view-Connect')).toBeVisible()
  await expect(modal.getByTestId('airlock-wallet-list')).toBeVisible()
  await expect(modal.getByTestId('airlock-connector-all-wallets')).toHaveCount(0)
})

test("the operator's server (serveModal) sends the built modal with the running data service's per-project headers", async ({ request }) => {
  const app = await serveModal({ root: `${distDir()}/modal-app`, settingsUrl: urls.dataApi })
  try {
    const address = await app.listen({ host: '127.0.0.1', port: 0 })
    const page = await request.get(`${address}/x/?projectId=airlock-demo`)
    expect(await page.text()).toContain('<div id="root">')
    expect(page.headers()['content-security-policy']?.split('frame-ancestors ')[1]?.split(' ')).toContain(new URL(urls.demo).origin)
    expect(page.headers()['content-security-policy']).toContain(`connect-src 'self' ${urls.dataApi} `)
    const unknown = await request.get(`${address}/?projectId=nobody`)
    expect(unknown.headers()['content-security-policy']).toContain("frame-ancestors 'none'")
  } finally {
    await app.close()
  }
})
