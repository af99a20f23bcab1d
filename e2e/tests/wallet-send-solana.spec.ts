import type { FrameLocator, Page } from '@playwright/test'
import { getAssociatedTokenAddressSync } from '@solana/spl-token'
import { Keypair, PublicKey } from '@solana/web3.js'
import { solanaTestAccounts, solanaTestMint } from '../../services/solana/testAccounts'
import { bundleForPage } from '../fixtures/bundleForPage'
import { connectSolanaDappWithEmail } from '../fixtures/solanaEmail'
import { fundSol, solanaChain, tokenBalance } from '../fixtures/solanaChain'
import { openSolanaDapp, SOLANA_DEVNET } from '../fixtures/solanaPages'
import { expect, test, urls } from '../fixtures/test'

// Account 2 sends (no other spec uses it); every receiver is a fresh address, so its balance starts at zero.
const sender = solanaTestAccounts[2]!
const AUSD = `${SOLANA_DEVNET}:${solanaTestMint.address}`
const BAD_INPUT = 'Please enter a valid amount and receiver address'

/** Connects the page's Wallet Standard test wallet (account 2) through the modal and opens its Send view. */
async function openSendAsHostWallet(page: Page, modal: FrameLocator): Promise<void> {
  const wallet = await bundleForPage(new URL('../fixtures/solanaDapp/testWalletInPage.ts', import.meta.url))
  await openSolanaDapp(page, { beforeDapp: `window.testWalletConfig = ${JSON.stringify({ seed: sender.seed, rpcUrl: urls.solanaRpc })};\n${wallet}` })
  const modalApi = () => page.evaluate(() => (window as unknown as { modal: { open(): Promise<void> } }).modal.open())
  await modalApi()
  await modal.getByTestId('airlock-connector-wallet-standard.solana:E2E Solana Wallet').click()
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { modal: { getState(): { namespace?: string; address?: string } } }).modal.getState()))
    .toMatchObject({ namespace: 'solana', address: sender.address })
  await modalApi()
  await expect(modal.getByTestId('airlock-view-Account')).toBeVisible()
  await modal.getByTestId('airlock-feature-send').click()
  await expect(modal.getByTestId('airlock-view-WalletSend')).toBeVisible()
}

test('sends SOL from the modal\'s Send view on Solana: fee from the chain, approval, both balances change on the chain, toast and Account', async ({ page, modal }) => {
  await openSendAsHostWallet(page, modal)
  const receiver = Keypair.generate().publicKey.toBase58()
  const before = await solanaChain.getBalance(new PublicKey(sender.address))
  await modal.getByTestId('airlock-send-token').selectOption('native')
  await modal.getByTestId('airlock-send-amount').fill('0.05')
  await expect(modal.getByTestId('airlock-send-usd')).toContainText('$7.50')
  await modal.getByTestId('airlock-send-receiver').fill(receiver)
  await expect(modal.getByTestId('airlock-send-fee')).toHaveText('Network fee: $0.00 · 0.000005 SOL')
  await modal.getByTestId('airlock-send-preview').click()
  await expect(modal.getByTestId('airlock-send-review-amount')).toHaveText('0.05 SOL')
  await expect(modal.getByTestId('airlock-send-review-address')).toHaveText(receiver)
  await expect(modal.getByTestId('airlock-send-review-fee-native')).toHaveAttribute('data-lamports', '5000')
  await expect(modal.getByTestId('airlock-send-review-creates-account')).toHaveCount(0)
  await modal.getByTestId('airlock-send-confirm').click()

  // The same guarded approval a dapp's Solana request gets, decoded from the bytes the wallet signs.
  await expect(modal.getByTestId('airlock-approve')).toHaveAttribute('data-method', 'solana_signAndSendTransaction')
  await expect(modal.getByTestId('airlock-approve-solana-instruction')).toHaveText([`Send 0.05 SOL from ${sender.address} to ${receiver}`])
  await expect(modal.locator(`[data-testid="airlock-approve-solana-change"][data-owner="${receiver}"]`)).toHaveAttribute('data-delta', '50000000')
  expect(await page.evaluate(() => (window as unknown as { testWalletLog: string[] }).testWalletLog)).not.toContain('signAndSendTransaction solana:devnet')
  await modal.getByTestId('airlock-approve-confirm').click()

  await expect(modal.getByTestId('airlock-toast')).toContainText('Transaction started')
  await expect(modal.getByTestId('airlock-view-Account')).toBeVisible()
  await expect.poll(() => solanaChain.getBalance(new PublicKey(receiver))).toBe(50_000_000)
  expect(before - (await solanaChain.getBalance(new PublicKey(sender.address)))).toBe(50_000_000 + 5000)
  // The draft was reset: Send opens empty again.
  await modal.getByTestId('airlock-feature-send').click()
  await expect(modal.getByTestId('airlock-send-amount')).toHaveValue('')
})

test('sends AUSD (SPL) to a fresh address: the preview says its token account is created, the tokens land in it', async ({ page, modal }) => {
  await openSendAsHostWallet(page, modal)
  const receiver = Keypair.generate().publicKey
  const account = getAssociatedTokenAddressSync(new PublicKey(solanaTestMint.address), receiver).toBase58()
  const before = await tokenBalance(sender.address)
  await modal.getByTestId('airlock-send-token').selectOption(AUSD)
  await modal.getByTestId('airlock-send-amount').fill('1.5')
  await modal.getByTestId('airlock-send-receiver').fill(receiver.toBase58())
  await expect(modal.getByTestId('airlock-send-fee')).toContainText('0.000005 SOL')
  await modal.getByTestId('airlock-send-preview').click()
  await expect(modal.getByTestId('airlock-send-review-amount')).toHaveText('1.5 AUSD')
  const creates = modal.getByTestId('airlock-send-review-creates-account')
  await expect(creates).toHaveAttribute('data-account', account)
  await expect(creates).toContainText("Creates the receiver's AUSD token account")
  await modal.getByTestId('airlock-send-confirm').click()
  await expect(modal.getByTestId('airlock-approve-solana-instruction')).toHaveText([
    `Create token account ${account} (${solanaTestMint.address}) for ${receiver.toBase58()}, paid by ${sender.address}`,
    new RegExp(`^Send 1\\.5 of ${solanaTestMint.address} from \\w+ to ${account}, owner ${sender.address}$`),
  ])
  await modal.getByTestId('airlock-approve-confirm').click()
  await expect(modal.getByTestId('airlock-toast')).toContainText('Transaction started')
  await expect.poll(() => tokenBalance(receiver.toBase58())).toBe(1_500_000n)
  expect(before - (await tokenBalance(sender.address))).toBe(1_500_000n)
})

test('a bad address, a name and too large an amount show the exact texts; too little SOL for a new account is refused; SOL Max leaves the fee and a lamport more is insufficient gas', async ({ page, modal }) => {
  await openSendAsHostWallet(page, modal)
  const amount = modal.getByTestId('airlock-send-amount')
  const receiver = modal.getByTestId('airlock-send-receiver')
  const problem = modal.getByTestId('airlock-send-problem')
  const preview = modal.getByTestId('airlock-send-preview')
  await modal.getByTestId('airlock-send-token').selectOption('native')
  await amount.fill('0.01')
  for (const bad of ['0x70997970C51812dc3A010C7d01b50e0d17dc79C8', 'alice', 'alice.airlock', '9CeuwYQL2gX4nT6tRWZpYmoSSWBNR2hKAhRwtWNHmXd0']) {
    await receiver.fill(bad)
    await expect(problem).toHaveText(BAD_INPUT)
    await expect(receiver).toHaveAttribute('aria-invalid', 'true')
    await expect(preview).toBeDisabled()
  }
  await receiver.fill(solanaTestAccounts[4]!.address)
  await expect(problem).toHaveCount(0)
  for (const bad of ['abc', '-1', '0', '0.0000000001']) {
    await amount.fill(bad)
    await expect(problem).toHaveText(BAD_INPUT)
    await expect(preview).toBeDisabled()
  }
  await amount.fill('1000000')
  await expect(problem).toHaveText('Insufficient funds')
  await expect(preview).toBeDisabled()
  // SOL to an address with no account yet: less than its rent-exempt minimum would fail on the chain.
  await receiver.fill(Keypair.generate().publicKey.toBase58())
  await amount.fill('0.0001')
  await expect(problem).toHaveAttribute('data-problem', 'belowMinimum')
  await expect(problem).toHaveText(`A new account needs at least ${(await solanaChain.getMinimumBalanceForRentExemption(0)) / 1e9} SOL`)
  await expect(preview).toBeDisabled()
  await receiver.fill(solanaTestAccounts[4]!.address)

  await modal.getByTestId('airlock-send-max').click()
  const max = await amount.inputValue()
  const [whole, fraction = ''] = max.split('.')
  const maxLamports = BigInt(whole! + fraction.padEnd(9, '0'))
  expect(maxLamports).toBe(BigInt(await solanaChain.getBalance(new PublicKey(sender.address))) - 5000n)
  await expect(problem).toHaveCount(0)
  await expect(preview).toBeEnabled()
  const oneMore = (maxLamports + 1n).toString().padStart(10, '0')
  await amount.fill(`${oneMore.slice(0, -9)}.${oneMore.slice(-9)}`)
  await expect(problem).toHaveAttribute('data-problem', 'insufficientGas')
  await expect(preview).toHaveText('Insufficient gas funds')
  await expect(preview).toBeDisabled()
})

test('the embedded wallet sends SOL from the Send view too: its key signs after the approval and the SOL lands', async ({ page, modal }) => {
  test.setTimeout(120_000)
  await openSolanaDapp(page)
  const address = await connectSolanaDappWithEmail(page, modal)
  await fundSol(address, 1)
  await page.evaluate(() => (window as unknown as { modal: { open(): Promise<void> } }).modal.open())
  await expect(modal.getByTestId('airlock-view-Account')).toBeVisible()
  // A Solana dapp's connect leaves the visitor on Solana (docs/state-rules.md#networks): the embedded wallet is on Solana Devnet, the local chain.
  await expect(modal.getByTestId('airlock-account-network')).toContainText('Solana Devnet')
  await modal.getByTestId('airlock-feature-send').click()
  await expect(modal.getByTestId('airlock-send-token')).toContainText('SOL · 1')

  const receiver = Keypair.generate().publicKey.toBase58()
  await modal.getByTestId('airlock-send-amount').fill('0.2')
  await modal.getByTestId('airlock-send-receiver').fill(receiver)
  await expect(modal.getByTestId('airlock-send-fee')).toContainText('0.000005 SOL')
  await modal.getByTestId('airlock-send-preview').click()
  await modal.getByTestId('airlock-send-confirm').click()
  await expect(modal.getByTestId('airlock-approve-solana-instruction')).toHaveText([`Send 0.2 SOL from ${address} to ${receiver}`])
  await modal.getByTestId('airlock-approve-confirm').click()
  await expect(modal.getByTestId('airlock-toast')).toContainText('Transaction started')
  await expect.poll(() => solanaChain.getBalance(new PublicKey(receiver))).toBe(200_000_000)
  expect(await solanaChain.getBalance(new PublicKey(address))).toBe(1_000_000_000 - 200_000_000 - 5000)
})

