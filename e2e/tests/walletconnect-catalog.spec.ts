import { expect, test, urls } from '../fixtures/test'
import { hostPage, serveTestPage } from '../fixtures/testPages'
import { startWcWallet } from '../fixtures/wcWallet'

const RAINBOW = '99945e37a2dfbffc87287400c474590c8c781b25862fd56c006c3eb67fb7bde3'
const ZERION = '930e3be2eada8bbfff93c50bfd652bfab0d74ddcd0622a54b7545ca12af9ade0'
const TRUST = '79487d4a05fa129e40e6337f8e1c767af16231adf81f603a5b996512b0490490'
const WALLET_APP = `${urls.demo}__wallet/`
const options = JSON.stringify({
  featuredWalletIds: [ZERION, RAINBOW],
  excludeWalletIds: [TRUST],
  customWallets: [{ id: 'local-wallet', name: 'Local Wallet', mobile_link: WALLET_APP }],
})

test('the catalog: featured in order, recommended on Connect, All wallets pages on scroll, search, excluded hidden, a catalog wallet pairs over WalletConnect', async ({ page, modal }) => {
  const registryCalls: URL[] = []
  page.on('request', (r) => r.url().includes('/getWallets') && registryCalls.push(new URL(r.url())))
  await page.goto(await serveTestPage(page, urls.demo, '__t/catalog.html', hostPage(options)))
  await page.locator('#opener').click()

  const rows = modal.getByTestId('airlock-wallet-list').locator('[data-testid^="airlock-connector-"]')
  await expect(modal.getByTestId(`airlock-connector-${ZERION}`)).toBeVisible()
  const ids = await rows.evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')!.replace('airlock-connector-', '')))
  expect(ids.indexOf(ZERION)).toBeLessThan(ids.indexOf(RAINBOW))
  expect(ids).toContain('local-wallet')
  expect(ids).not.toContain(TRUST)
  const recommended = registryCalls.find((u) => u.searchParams.get('entries') === '4')!
  expect(recommended.searchParams.get('exclude')).toBe(`${TRUST},${ZERION},${RAINBOW}`)

  await modal.getByTestId('airlock-connector-all-wallets').click()
  const grid = modal.getByTestId('airlock-wallet-grid')
  await expect(grid).toHaveAttribute('data-count', String(1 + 2 + 4 + 40))
  await expect(grid.getByTestId(`airlock-connector-${TRUST}`)).toHaveCount(0)
  await modal.getByTestId('airlock-wallets-more').scrollIntoViewIfNeeded()
  await expect(grid).toHaveAttribute('data-count', String(1 + 2 + 4 + 80))
  expect(registryCalls.filter((u) => u.searchParams.get('entries') === '40').map((u) => u.searchParams.get('page'))).toEqual(['1', '2'])

  // Search waits 300 ms after typing, then asks for 100 entries with the trimmed term.
  const search = modal.getByTestId('airlock-wallet-search')
  await search.pressSequentially('  rain', { delay: 20 })
  await expect(grid).toHaveAttribute('data-count', '1')
  await expect(grid.getByTestId(`airlock-connector-${RAINBOW}`)).toBeVisible()
  const searches = registryCalls.filter((u) => u.searchParams.has('search'))
  expect(searches.map((u) => [u.searchParams.get('search'), u.searchParams.get('entries')])).toEqual([['rain', '100']])
  await search.fill('trust')
  await expect(modal.getByTestId('airlock-wallets-empty')).toBeVisible()

  // A catalog wallet without an installed connector pairs through WalletConnect.
  await search.fill('rain')
  await grid.getByTestId(`airlock-connector-${RAINBOW}`).click()
  const view = modal.getByTestId('airlock-wc-connecting')
  await expect(view).toHaveAttribute('data-wallet', RAINBOW)
  await expect(modal.getByTestId('airlock-wc-qr')).toBeVisible()
  await expect(modal.getByTestId('airlock-wc-qr').locator('img')).toHaveAttribute('src', /getWalletImage\//)
  await expect(modal.getByTestId('airlock-wc-open')).toHaveCount(0)
  const wallet = await startWcWallet({ relayUrl: urls.relay, rpcUrls: urls.rpc })
  try {
    await wallet.pair((await modal.getByTestId('airlock-wc-copy').getAttribute('data-uri'))!)
    await expect(modal.getByTestId('airlock-view-Account')).toBeVisible()
    await expect.poll(() => page.evaluate(() => (window as unknown as { events: { name: string }[] }).events.map((e) => e.name))).toContain('connect')
    await wallet.disconnect()
  } finally {
    await wallet.close()
  }
})

test.describe('on a phone', () => {
  test.use({
    userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
    hasTouch: true,
    viewport: { width: 390, height: 844 },
  })

  test('a wallet link with the pairing URI opens in a new tab from the modal', async ({ page, modal, context }) => {
    await context.route(`${WALLET_APP}**`, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Local Wallet</title><p>wallet app</p>' }))
    await page.goto(await serveTestPage(page, urls.demo, '__t/mobile.html', hostPage(options)))
    await page.locator('#opener').click()
    await modal.getByTestId('airlock-connector-local-wallet').click()
    const open = modal.getByTestId('airlock-wc-open')
    await expect(open).toHaveText('Open Local Wallet')
    const uri = (await modal.getByTestId('airlock-wc-copy').getAttribute('data-uri'))!
    await expect(open).toHaveAttribute('data-href', `${WALLET_APP}wc?uri=${encodeURIComponent(uri)}`)
    const popup = context.waitForEvent('page')
    await open.click()
    const walletPage = await popup
    await walletPage.waitForLoadState()
    expect(new URL(walletPage.url()).searchParams.get('uri')).toBe(uri)
  })
})
