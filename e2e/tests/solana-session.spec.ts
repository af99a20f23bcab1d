import type { Page } from '@playwright/test'
import { HOST_SOLANA_WALLET_ROW, openDappWithHostSolanaWallet } from '../fixtures/solanaHostWallet'
import { expect, expectModalShown, test } from '../fixtures/test'

type Win = { modal: { open(view?: string): Promise<void>; getState(): { namespace?: string; address?: string; status?: string } }; testWalletLog: string[] }
const state = (page: Page) => page.evaluate(() => (window as unknown as Win).modal.getState())
const walletLog = (page: Page) => page.evaluate(() => (window as unknown as Win).testWalletLog)

test('a page Solana wallet connected in the modal is restored after a reload of the dapp page, without asking the wallet to prompt', async ({ page, modal }) => {
  const { address } = await openDappWithHostSolanaWallet(page)
  await page.evaluate(() => (window as unknown as Win).modal.open())
  await modal.getByTestId(HOST_SOLANA_WALLET_ROW).click()
  await expect.poll(() => state(page)).toMatchObject({ namespace: 'solana', address, status: 'connected' })

  await page.reload()
  // Right after the reload, a dapp's auto-connect (a silent standard:connect, as wallet-adapter's
  // autoConnect does) gets the account the modal is still restoring.
  const silentlyConnected = await page.evaluate(async () => {
    type StandardWallet = { name: string; features: { 'standard:connect': { connect(input: { silent: boolean }): Promise<{ accounts: { address: string }[] }> } } }
    const found: StandardWallet[] = []
    // The Wallet Standard app-ready handshake: registered wallets answer with themselves.
    window.dispatchEvent(new CustomEvent('wallet-standard:app-ready', { detail: { register: (...wallets: StandardWallet[]) => (found.push(...wallets), () => undefined) } }))
    const airlock = found.find((w) => w.name === 'Airlock')!
    const { accounts } = await airlock.features['standard:connect'].connect({ silent: true })
    return accounts.map((a) => a.address)
  })
  expect(silentlyConnected).toEqual([address])
  await expect.poll(() => state(page), { timeout: 15_000 }).toMatchObject({ namespace: 'solana', address, status: 'connected' })
  // The remembered connection is shown at once; the wallet is asked (silently) once the connector's code has loaded.
  await expect.poll(() => walletLog(page)).toEqual(['connect silent'])
  await expectModalShown(page, false)
  // The dapp gets the restored account at once: no modal, no prompt in the wallet.
  await page.getByTestId('dapp-wallet').filter({ hasText: 'Airlock' }).click()
  await expect(page.getByTestId('dapp-account')).toHaveText(address)
  await expectModalShown(page, false)
  expect(await walletLog(page)).toEqual(['connect silent'])
})

test("the dapp's standard:disconnect signs the visitor out of the modal: the Solana connection ends, Account closes, the next connect asks again and nothing is restored after a reload", async ({ page, modal }) => {
  const { address } = await openDappWithHostSolanaWallet(page)
  await page.evaluate(() => (window as unknown as Win).modal.open())
  await modal.getByTestId(HOST_SOLANA_WALLET_ROW).click()
  await expect.poll(() => state(page)).toMatchObject({ namespace: 'solana', address, status: 'connected' })
  await page.getByTestId('dapp-wallet').filter({ hasText: 'Airlock' }).click()
  await expect(page.getByTestId('dapp-account')).toHaveText(address)

  await page.evaluate(() => (window as unknown as Win).modal.open('Account'))
  await expect(modal.getByTestId('airlock-account-address')).toHaveAttribute('title', address)
  // The dapp signs out while Account is open (the open dialog covers the page, so it is called, not clicked).
  await page.getByTestId('dapp-disconnect').dispatchEvent('click')
  await expect(page.getByTestId('dapp-disconnect-result')).toHaveText('disconnected')
  await expect.poll(() => state(page)).toMatchObject({ status: 'disconnected' })
  expect((await state(page)).address).toBeUndefined()
  await expectModalShown(page, false)
  // The page wallet was told too.
  expect(await walletLog(page)).toEqual(['connect', 'disconnect'])

  // The next connect asks again: the modal opens on Connect and the dapp waits for a pick.
  await page.getByTestId('dapp-wallet').filter({ hasText: 'Airlock' }).click()
  await expectModalShown(page, true)
  await expect(modal.getByTestId(HOST_SOLANA_WALLET_ROW)).toBeVisible()
  await expect(page.getByTestId('dapp-connect-result')).toHaveAttribute('data-state', 'pending')
  await modal.getByTestId(HOST_SOLANA_WALLET_ROW).click()
  await expect(page.getByTestId('dapp-connect-result')).toHaveAttribute('data-state', 'ok')
  await expect(page.getByTestId('dapp-account')).toHaveText(address)
  await expectModalShown(page, false)
  await page.getByTestId('dapp-disconnect').click()
  await expect.poll(() => state(page)).toMatchObject({ status: 'disconnected' })

  await page.reload()
  await page.waitForTimeout(2_000)
  expect(await state(page)).toMatchObject({ status: 'disconnected' })
  expect(await walletLog(page)).toEqual([])
})
