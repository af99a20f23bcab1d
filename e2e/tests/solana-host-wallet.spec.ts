import { ed25519 } from '@noble/curves/ed25519.js'
import { PublicKey } from '@solana/web3.js'
import { solanaTestAccounts } from '../../services/solana/testAccounts'
import { bundleForPage } from '../fixtures/bundleForPage'
import { solanaChain } from '../fixtures/solanaChain'
import { openSolanaDapp } from '../fixtures/solanaPages'
import { expect, test, urls } from '../fixtures/test'

const walletAccount = solanaTestAccounts[3]!

test('a Solana wallet injected into the host page through Wallet Standard is offered in the modal, connects through it, and signs and sends for the dapp', async ({ page, modal }) => {
  const wallet = await bundleForPage(new URL('../fixtures/solanaDapp/testWalletInPage.ts', import.meta.url))
  await openSolanaDapp(page, { beforeDapp: `window.testWalletConfig = ${JSON.stringify({ seed: walletAccount.seed, rpcUrl: urls.solanaRpc })};\n${wallet}` })
  await page.evaluate(() => (window as unknown as { modal: { open(): Promise<void> } }).modal.open())
  const row = modal.getByTestId('airlock-connector-wallet-standard.solana:E2E Solana Wallet')
  await expect(row).toContainText('E2E Solana Wallet')
  await row.click()
  await expect.poll(() => page.evaluate(() => (window as unknown as { modal: { getState(): { namespace?: string; address?: string } } }).modal.getState())).toMatchObject({ namespace: 'solana', address: walletAccount.address })

  // The dapp picks Airlock and gets the page wallet's account through the modal.
  await page.getByTestId('dapp-wallet').filter({ hasText: 'Airlock' }).click()
  await expect(page.getByTestId('dapp-account')).toHaveText(walletAccount.address)

  await page.getByTestId('dapp-sign').click()
  await expect(modal.getByTestId('airlock-approve')).toHaveAttribute('data-method', 'solana_signMessage')
  await modal.getByTestId('airlock-approve-confirm').click()
  const signed = page.getByTestId('dapp-sign-result')
  await expect(signed).toHaveAttribute('data-state', 'ok')
  const signature = Buffer.from((await signed.textContent())!.trim(), 'base64')
  expect(ed25519.verify(signature, new TextEncoder().encode('Sign in to the Solana test dapp'), new PublicKey(walletAccount.address).toBytes())).toBe(true)

  const recipient = solanaTestAccounts[4]!.address
  const before = await solanaChain.getBalance(new PublicKey(recipient))
  // A fresh amount per run: the local chain's blockhash never rotates, so a retried identical transfer would be a duplicate.
  const lamports = 1_000_000 + (Date.now() % 1000)
  await page.getByTestId('dapp-to').fill(recipient)
  await page.getByTestId('dapp-lamports').fill(String(lamports))
  await page.getByTestId('dapp-send-sol').click()
  await expect(modal.getByTestId('airlock-approve-solana-instruction')).toHaveText([`Send ${lamports / 1e9} SOL from ${walletAccount.address} to ${recipient}`])
  await modal.getByTestId('airlock-approve-confirm').click()
  await expect(page.getByTestId('dapp-send-sol-result')).toHaveAttribute('data-state', 'ok', { timeout: 20_000 })
  expect((await solanaChain.getBalance(new PublicKey(recipient))) - before).toBe(lamports)
  expect(await page.evaluate(() => (window as unknown as { testWalletLog: string[] }).testWalletLog)).toEqual(['connect', 'signMessage', 'signAndSendTransaction solana:localnet'])
})
