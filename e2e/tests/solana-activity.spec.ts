import type { Page } from '@playwright/test'
import { solanaTestAccounts } from '../../services/solana/testAccounts'
import { Keypair, PublicKey, SystemProgram, Transaction, sendAndConfirmTransaction } from '@solana/web3.js'
import { fundSol, fundTokens, solanaChain } from '../fixtures/solanaChain'
import { HOST_SOLANA_WALLET_ROW, openDappWithHostSolanaWallet } from '../fixtures/solanaHostWallet'
import { expect, test, urls } from '../fixtures/test'
import { clickAccountTab } from '../fixtures/clickAccountTab'

type Win = { modal: { open(view?: string): Promise<void>; getState(): { namespace?: string; address?: string } } }
const state = (page: Page) => page.evaluate(() => (window as unknown as Win).modal.getState())
const short = (a: string) => `${a.slice(0, 4)}…${a.slice(-6)}`

test('after a SOL and an SPL transfer, Activity on Solana lists both with counterparty, amount and an explorer link on the chosen cluster', async ({ page, modal }) => {
  test.setTimeout(90_000)
  const { address } = await openDappWithHostSolanaWallet(page)
  await fundSol(address, 2)
  await fundTokens(address, 5_000_000n)
  await page.evaluate(() => (window as unknown as Win).modal.open())
  await modal.getByTestId(HOST_SOLANA_WALLET_ROW).click()
  await expect.poll(() => state(page)).toMatchObject({ namespace: 'solana', address })
  await page.getByTestId('dapp-wallet').filter({ hasText: 'Airlock' }).click()
  await expect(page.getByTestId('dapp-account')).toHaveText(address)

  // The recipient already holds the token: the SPL transfer moves only AUSD.
  const recipient = solanaTestAccounts[2]!.address
  await page.getByTestId('dapp-to').fill(recipient)
  await page.getByTestId('dapp-lamports').fill('3000000')
  await page.getByTestId('dapp-send-sol').click()
  await modal.getByTestId('airlock-approve-confirm').click()
  const sol = page.getByTestId('dapp-send-sol-result')
  await expect(sol).toHaveAttribute('data-state', 'ok', { timeout: 20_000 })
  await page.getByTestId('dapp-token-amount').fill('1250000')
  await page.getByTestId('dapp-send-spl').click()
  await modal.getByTestId('airlock-approve-confirm').click()
  const spl = page.getByTestId('dapp-send-spl-result')
  await expect(spl).toHaveAttribute('data-state', 'ok', { timeout: 20_000 })
  const solSignature = (await sol.textContent())!.trim()
  const splSignature = (await spl.textContent())!.trim()

  await page.evaluate(() => (window as unknown as Win).modal.open('Account'))
  await expect(modal.getByTestId('airlock-account-address')).toHaveAttribute('title', address)
  await clickAccountTab(modal, 'activity')
  const rows = modal.getByTestId('airlock-activity-item')
  // Newest first: the AUSD transfer, then the SOL one, then the fundings received.
  await expect(rows.first().getByTestId('airlock-activity-amount')).toHaveText('-1.25 AUSD', { timeout: 20_000 })
  const cluster = `?cluster=custom&customUrl=${encodeURIComponent(urls.solanaRpc)}`
  const expected = [
    { signature: splSignature, amount: '-1.25 AUSD' },
    { signature: solSignature, amount: '-0.003 SOL' },
  ]
  for (const [i, { signature, amount }] of expected.entries()) {
    const row = rows.nth(i)
    await expect(row).toContainText('Sent')
    await expect(row.getByTestId('airlock-activity-counterparty')).toHaveAttribute('title', recipient)
    await expect(row.getByTestId('airlock-activity-counterparty')).toContainText(short(recipient))
    await expect(row.getByTestId('airlock-activity-amount')).toHaveText(amount)
    await expect(row.getByTestId('airlock-activity-explorer')).toHaveAttribute('href', `https://solscan.io/tx/${signature}${cluster}`)
  }
  await expect(rows.nth(2)).toContainText('Received')
})

test('a dust SOL transfer from an unknown address is hidden by default, and shown marked as a possible scam', async ({ page, modal }) => {
  test.setTimeout(90_000)
  const { address } = await openDappWithHostSolanaWallet(page)
  await fundSol(address, 1)
  // The poisoner: a fresh key that sends the visitor 1,000 lamports (0.000001 SOL, $0.00015).
  const stranger = Keypair.generate()
  await fundSol(stranger.publicKey.toBase58(), 1)
  const dust = new Transaction().add(SystemProgram.transfer({ fromPubkey: stranger.publicKey, toPubkey: new PublicKey(address), lamports: 1_000 }))
  const signature = await sendAndConfirmTransaction(solanaChain, dust, [stranger], { commitment: 'confirmed' })
  // What the chain holds: the visitor's balance grew by exactly the dust.
  const held = (await solanaChain.getTransaction(signature, { commitment: 'confirmed', maxSupportedTransactionVersion: 0 }))!
  const at = held.transaction.message.staticAccountKeys.map((k) => k.toBase58()).indexOf(address)
  expect(held.meta!.postBalances[at]! - held.meta!.preBalances[at]!).toBe(1_000)

  await page.evaluate(() => (window as unknown as Win).modal.open())
  await modal.getByTestId(HOST_SOLANA_WALLET_ROW).click()
  await expect.poll(() => state(page)).toMatchObject({ namespace: 'solana', address })
  await page.evaluate(() => (window as unknown as Win).modal.open('Account'))
  await clickAccountTab(modal, 'activity')
  const from = modal.locator(`[title="${stranger.publicKey.toBase58()}"]`)
  const toggle = modal.getByTestId('airlock-activity-suspect-toggle')
  await expect(toggle).toHaveText('Show hidden suspicious transfers (1)', { timeout: 20_000 })
  await expect(from).toHaveCount(0)
  await toggle.click()
  const row = modal.getByTestId('airlock-activity-item').filter({ has: from })
  await expect(row).toHaveAttribute('data-suspect', 'dust')
  await expect(row.getByTestId('airlock-activity-suspect')).toHaveText('Possible scam: a tiny amount from an unknown address')
  await expect(row.getByTestId('airlock-activity-counterparty')).toContainText(short(stranger.publicKey.toBase58()))
})
