import { PublicKey, Transaction } from '@solana/web3.js'
import { solanaTestAccounts } from '../../services/solana/testAccounts'
import { fundSol, solanaChain } from '../fixtures/solanaChain'
import { connectSolanaDappWithEmail } from '../fixtures/solanaEmail'
import { openSolanaDapp } from '../fixtures/solanaPages'
import { expect, test } from '../fixtures/test'

const recipient = solanaTestAccounts[1]!.address

test("wallet-adapter's signAllTransactions: one approval lists every transaction with its instructions and balance changes; Approve signs all, Reject none", async ({ page, modal }) => {
  test.setTimeout(120_000)
  await openSolanaDapp(page)
  const address = await connectSolanaDappWithEmail(page, modal)
  await fundSol(address, 1)
  await page.getByTestId('dapp-to').fill(recipient)
  await page.getByTestId('dapp-lamports').fill('1000000')

  await page.getByTestId('dapp-sign-all').click()
  await expect(modal.getByTestId('airlock-approve')).toHaveAttribute('data-method', 'solana_signAllTransactions')
  await expect(modal.getByTestId('airlock-approve-title')).toHaveText('Sign all transactions')
  const shown = modal.getByTestId('airlock-approve-solana-transaction')
  await expect(shown).toHaveCount(2)
  await expect(shown.nth(0)).toContainText('Transaction 1 of 2')
  await expect(shown.nth(0).getByTestId('airlock-approve-solana-instruction')).toHaveText([`Send 0.001 SOL from ${address} to ${recipient}`])
  await expect(shown.nth(1).getByTestId('airlock-approve-solana-instruction')).toHaveText([`Send 0.002 SOL from ${address} to ${recipient}`])
  await expect(shown.nth(0).locator(`[data-testid="airlock-approve-solana-change"][data-owner="${recipient}"]`)).toHaveAttribute('data-delta', '1000000')
  await expect(shown.nth(1).locator(`[data-testid="airlock-approve-solana-change"][data-owner="${recipient}"]`)).toHaveAttribute('data-delta', '2000000')
  // Only one approval for the lot.
  await expect(modal.getByTestId('airlock-approve-queue')).toHaveCount(0)
  await modal.getByTestId('airlock-approve-confirm').click()

  const result = page.getByTestId('dapp-sign-all-result')
  await expect(result).toHaveAttribute('data-state', 'ok')
  const signed = (await result.textContent())!.trim().split(' ').map((wire) => Transaction.from(Buffer.from(wire, 'base64')))
  expect(signed).toHaveLength(2)
  for (const [i, tx] of signed.entries()) {
    expect(tx.verifySignatures()).toBe(true)
    expect(tx.feePayer!.toBase58()).toBe(address)
    expect(tx.instructions[0]!.keys[1]!.pubkey.toBase58()).toBe(recipient)
    expect(tx.instructions[0]!.data.readBigUInt64LE(4)).toBe(BigInt((i + 1) * 1_000_000))
  }
  // Signed, not sent: nothing moved on the chain until the dapp sends them.
  const before = await solanaChain.getBalance(new PublicKey(recipient))
  await solanaChain.sendRawTransaction(signed[0]!.serialize())
  await expect.poll(() => solanaChain.getBalance(new PublicKey(recipient))).toBe(before + 1_000_000)

  // Rejected: the dapp gets the refusal and no transaction at all.
  await page.getByTestId('dapp-sign-all').click()
  await expect(modal.getByTestId('airlock-approve')).toHaveAttribute('data-method', 'solana_signAllTransactions')
  await modal.getByTestId('airlock-approve-reject').click()
  await expect(result).toHaveAttribute('data-state', 'error')
  await expect(result).toContainText('WalletSignTransactionError')
})
