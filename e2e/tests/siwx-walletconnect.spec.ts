import type { Page } from '@playwright/test'
import { startSiwxDappServer, type SiwxDappServer } from '../fixtures/siwxDappServer'
import { openSignInPage, pageLogins, pageSession } from '../fixtures/siwxPage'
import { expect, expectModalShown, test, urls } from '../fixtures/test'
import { startWcWallet, type WcWallet } from '../fixtures/wcWallet'

let dapp: SiwxDappServer
let wallet: WcWallet | undefined
test.beforeAll(async () => {
  dapp = await startSiwxDappServer()
})
test.afterAll(async () => dapp?.close())
test.afterEach(async () => {
  await wallet?.disconnect().catch(() => undefined)
  await wallet?.close()
  wallet = undefined
})

const status = (page: Page) => page.evaluate(() => (window as unknown as { modal: { getState(): { status: string } } }).modal.getState().status)

/** Connect → WalletConnect; the wallet pairs with the URI the QR code carries. */
async function pairWallet(page: Page, modal: ReturnType<Page['frameLocator']>, w: WcWallet) {
  await page.locator('#opener').click()
  await modal.getByTestId('airlock-connector-walletConnect').click()
  await expect(modal.getByTestId('airlock-wc-qr')).toBeVisible()
  const uri = (await modal.getByTestId('airlock-wc-copy').getAttribute('data-uri'))!
  expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
  return w.pair(uri)
}

test('one-click auth: one pairing connects and signs in; the dapp server verifies the session', async ({ page, modal }) => {
  wallet = await startWcWallet({ relayUrl: urls.relay, rpcUrls: urls.rpc })
  await openSignInPage(page, `{ required: true, statement: 'Sign in to the Airlock demo.' }`, dapp)
  const paired = await pairWallet(page, modal, wallet)
  expect(paired.rejected).toBe(false)
  await expectModalShown(page, false)
  await expect.poll(() => status(page)).toBe('connected')
  await expect.poll(() => pageLogins(page)).toEqual([{ status: 200, address: wallet.account.address }])
  expect(wallet.requests).toEqual(['session_authenticate'])
  const session = (await pageSession(page))!
  expect(session.message).toContain(`${new URL(urls.demo).host} wants you to sign in with your Ethereum account:\n${wallet.account.address}\n\nSign in to the Airlock demo. I further authorize`)
  expect(session.data.chainId).toBe('eip155:1')
  await expect(modal.getByTestId('airlock-siwx')).toHaveCount(0)
})

test('a wallet without one-click auth connects through the proposal, then signs in on the sign-in view', async ({ page, modal }) => {
  wallet = await startWcWallet({ relayUrl: urls.relay, rpcUrls: urls.rpc, oneClick: false })
  await openSignInPage(page, `{ required: true }`, dapp)
  const paired = await pairWallet(page, modal, wallet)
  expect(paired.rejected).toBe(false)
  await expect(modal.getByTestId('airlock-siwx')).toBeVisible()
  expect(wallet.requests).toEqual(['session_proposal'])
  await expect(modal.getByTestId('airlock-approve-confirm')).toBeEnabled()
  await modal.getByTestId('airlock-approve-confirm').click()
  await expectModalShown(page, false)
  await expect.poll(() => pageLogins(page)).toEqual([{ status: 200, address: wallet!.account.address }])
  expect(wallet.requests).toEqual(['session_proposal', 'personal_sign'])
})
