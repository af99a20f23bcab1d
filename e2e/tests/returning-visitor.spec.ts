import type { Page } from '@playwright/test'
import { privateKeyToAccount } from 'viem/accounts'
import { expect, expectModalShown, test, urls } from '../fixtures/test'
import { hostPage, serveTestPage } from '../fixtures/testPages'
import { installTestWallet, TEST_WALLET } from '../fixtures/testWallet'
import { enterEmailCode, freshEmail } from '../fixtures/embeddedFlows'
import { startWcWallet } from '../fixtures/wcWallet'

// A second address for the wallet to switch to (any key: the wallet only reports it).
const OTHER = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d').address
const address = TEST_WALLET.address.toLowerCase()

interface Seen {
  name: string
  data: unknown
}

/**
 * The test page, which records from its first script on, in order, every provider event and
 * the answer of the `eth_accounts` it asks at once (what a dapp does at start to learn whether
 * the visitor is still connected).
 */
async function openRecordingPage(page: Page) {
  const script = `${hostPage()}
<script>
  window.statuses = []
  window.modal.subscribe((state) => window.statuses.at(-1) === state.status || window.statuses.push(state.status))
  window.modal.provider.request({ method: 'eth_accounts' }).then((data) => window.events.push({ name: 'eth_accounts', data }), (e) => window.events.push({ name: 'eth_accounts', data: { code: e.code } }))
</script>`
  await page.goto(await serveTestPage(page, urls.demo, '/__t/returning.html', script))
}

/** Every connection status the page's `subscribe` heard since its first script, changes only. */
const statuses = (page: Page) => page.evaluate(() => (window as unknown as { statuses: string[] }).statuses)
const seen = (page: Page) => page.evaluate(() => (window as unknown as { events: Seen[] }).events.map((e) => ({ name: e.name, data: e.data })))
const lower = (data: unknown) => (Array.isArray(data) ? data.map((a) => String(a).toLowerCase()) : data)
const call = (page: Page, args: unknown) => page.evaluate((a) => (window as never as { call(a: unknown): Promise<unknown> }).call(a), args)

async function connectInjected(page: Page) {
  await openRecordingPage(page)
  await page.locator('#opener').click()
  await page.frameLocator('iframe[data-airlock="iframe"]').getByTestId(`airlock-connector-${TEST_WALLET.rdns}`).click()
  await expect.poll(async () => lower((await call(page, { method: 'eth_accounts' }) as { result?: unknown }).result)).toEqual([address])
  await expectModalShown(page, false)
}

test.beforeEach(async ({ page }) => {
  await installTestWallet(page)
})

test('a returning visitor of an injected wallet: on reload the dapp sees connect and its account, never disconnected first', async ({ page }) => {
  await connectInjected(page)
  await page.reload()
  await expect.poll(async () => (await seen(page)).some((e) => e.name === 'eth_accounts')).toBe(true)
  const events = (await seen(page)).map((e) => ({ name: e.name, data: lower(e.data) }))
  // The first answer the dapp gets is the restored account, and nothing said "disconnected" before it.
  expect(events.find((e) => e.name === 'eth_accounts')).toEqual({ name: 'eth_accounts', data: [address] })
  expect(events.map((e) => e.name)).not.toContain('disconnect')
  expect(events.filter((e) => e.name === 'accountsChanged').map((e) => e.data)).not.toContainEqual([])
  await expect.poll(async () => (await seen(page)).map((e) => e.name)).toContain('connect')
  expect((await seen(page)).filter((e) => e.name === 'connect')).toHaveLength(1)
})

test("the wallet's own account switch reaches the dapp, before and after a reload", async ({ page }) => {
  await connectInjected(page)
  const switchTo = (account: string) => page.evaluate(([rdns, a]) => (window as unknown as { testWallets: Record<string, { emit(e: string, d: unknown): void }> }).testWallets[rdns!]!.emit('accountsChanged', [a]), [TEST_WALLET.rdns, account])
  await switchTo(OTHER)
  await expect.poll(async () => (await seen(page)).filter((e) => e.name === 'accountsChanged').map((e) => lower(e.data)).at(-1)).toEqual([OTHER.toLowerCase()])
  expect(lower((await call(page, { method: 'eth_accounts' }) as { result: unknown }).result)).toEqual([OTHER.toLowerCase()])

  await switchTo(TEST_WALLET.address)
  await page.reload()
  await expect.poll(async () => (await seen(page)).map((e) => e.name)).toContain('connect')
  // `connect` comes from what the modal remembers; eth_requestAccounts answers once the wallet itself is back (and the modal listens to it).
  expect(lower((await call(page, { method: 'eth_requestAccounts' }) as { result: unknown }).result)).toEqual([address])
  await switchTo(OTHER)
  await expect.poll(async () => (await seen(page)).filter((e) => e.name === 'accountsChanged').map((e) => lower(e.data)).at(-1)).toEqual([OTHER.toLowerCase()])
})

test('a disconnect after a reload (the dapp revokes, as wagmi does) ends the session: the dapp sees disconnect, and a second reload stays disconnected', async ({ page }) => {
  await connectInjected(page)
  await page.reload()
  await expect.poll(async () => (await seen(page)).map((e) => e.name)).toContain('connect')
  expect(await call(page, { method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] })).toEqual({ result: null })
  await expect.poll(async () => (await seen(page)).map((e) => e.name)).toContain('disconnect')
  expect(await call(page, { method: 'eth_accounts' })).toEqual({ result: [] })
  await page.reload()
  await expect.poll(async () => (await seen(page)).find((e) => e.name === 'eth_accounts')).toEqual({ name: 'eth_accounts', data: [] })
})

/**
 * After a reload of a connected visitor: what the dapp heard, in order, until it has both the
 * answer of its first `eth_accounts` and the provider's `connect`. The provider's events are
 * exactly `connect` (on Ethereum) then `accountsChanged` with the restored account, and the first
 * `eth_accounts` answers that account: nothing said "disconnected" first (no `disconnect`, no
 * empty `accountsChanged`, no empty answer), so the dapp never flickers from disconnected to
 * connected. (The answer travels on the request channel, the events on the event channel: where
 * the answer falls among the events is not asserted.)
 */
async function expectRestoredWithoutFlicker(page: Page, account: string) {
  await page.reload()
  await expect.poll(async () => (await seen(page)).map((e) => e.name)).toEqual(expect.arrayContaining(['eth_accounts', 'connect']))
  await expect.poll(async () => (await seen(page)).filter((e) => e.name === 'accountsChanged').length).toBeGreaterThan(0)
  const events = (await seen(page)).map((e) => ({ name: e.name, data: lower(e.data) }))
  expect(events.filter((e) => e.name === 'eth_accounts')).toEqual([{ name: 'eth_accounts', data: [account] }])
  expect(events.filter((e) => e.name !== 'eth_accounts')).toEqual([
    { name: 'connect', data: { chainId: '0x1' } },
    { name: 'accountsChanged', data: [account] },
  ])
  // The modal's state says the same: connected from the modal's first message (its `ready` brings
  // the connection it remembers of this page), never disconnected or connecting on the way.
  expect(await statuses(page)).toEqual(['connected'])
}

test('a returning visitor of an injected wallet: on reload the dapp hears, in order, connect then its account, and its first eth_accounts answers that account', async ({ page }) => {
  await connectInjected(page)
  await expectRestoredWithoutFlicker(page, address)
})

test('a returning visitor of a WalletConnect wallet: on reload the dapp hears, in order, connect then its account, and its first eth_accounts answers that account', async ({ page, modal }) => {
  const wallet = await startWcWallet({ relayUrl: urls.relay, rpcUrls: urls.rpc })
  try {
    await openRecordingPage(page)
    await page.locator('#opener').click()
    await modal.getByTestId('airlock-connector-walletConnect').click()
    // The copy button shows before its pairing URI does: wait for the URI.
    const copy = modal.locator('[data-testid="airlock-wc-copy"][data-uri^="wc:"]')
    await expect(copy).toHaveCount(1)
    await wallet.pair((await copy.getAttribute('data-uri'))!)
    await expect.poll(async () => lower((await call(page, { method: 'eth_accounts' }) as { result?: unknown }).result)).toEqual([wallet.account.address.toLowerCase()])
    await expectRestoredWithoutFlicker(page, wallet.account.address.toLowerCase())
  } finally {
    await wallet.close()
  }
})

test('a returning visitor of the embedded wallet: on reload the dapp hears, in order, connect then its account, and its first eth_accounts answers that account', async ({ page, modal }) => {
  await openRecordingPage(page)
  await page.locator('#opener').click()
  await enterEmailCode(modal, freshEmail('restore'))
  await expect.poll(async () => ((await call(page, { method: 'eth_accounts' }) as { result?: string[] }).result ?? []).length).toBe(1)
  const account = ((await call(page, { method: 'eth_accounts' }) as { result: string[] }).result[0]!).toLowerCase()
  await expectRestoredWithoutFlicker(page, account)
})
