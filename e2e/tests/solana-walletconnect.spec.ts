import { ed25519 } from '@noble/curves/ed25519.js'
import { PublicKey, Transaction } from '@solana/web3.js'
import { solanaTestAccounts } from '../../services/solana/testAccounts'
import { solanaChain } from '../fixtures/solanaChain'
import { openSolanaDapp, SOLANA_DEVNET } from '../fixtures/solanaPages'
import { expect, test, urls } from '../fixtures/test'
import { startWcSolanaWallet } from '../fixtures/wcSolanaWallet'

test('a WalletConnect wallet approves the solana namespace: the Wallet Standard dapp gets its Solana account, a message it signs verifies, a SOL transfer it sends lands', async ({ page, modal }) => {
  const wallet = await startWcSolanaWallet({ relayUrl: urls.relay, solanaRpcUrl: urls.solanaRpc, solanaChain: SOLANA_DEVNET })
  try {
    await openSolanaDapp(page)
    await page.evaluate(() => (window as unknown as { modal: { open(): Promise<void> } }).modal.open())
    await modal.getByTestId('airlock-connector-walletConnect').click()
    await expect(modal.getByTestId('airlock-wc-qr')).toBeVisible()
    const uri = (await modal.getByTestId('airlock-wc-copy').getAttribute('data-uri'))!
    await wallet.pair(uri)
    await expect(modal.getByTestId('airlock-view-Account')).toBeVisible()
    await modal.getByTestId('airlock-close').click()

    const address = wallet.keypair.publicKey.toBase58()
    await page.getByTestId('dapp-wallet').filter({ hasText: 'Airlock' }).click()
    await expect(page.getByTestId('dapp-account')).toHaveText(address)

    await page.getByTestId('dapp-sign').click()
    await expect(modal.getByTestId('airlock-approve')).toHaveAttribute('data-method', 'solana_signMessage')
    await modal.getByTestId('airlock-approve-confirm').click()
    const signed = page.getByTestId('dapp-sign-result')
    await expect(signed).toHaveAttribute('data-state', 'ok', { timeout: 20_000 })
    const signature = Buffer.from((await signed.textContent())!.trim(), 'base64')
    expect(ed25519.verify(signature, new TextEncoder().encode('Sign in to the Solana test dapp'), wallet.keypair.publicKey.toBytes())).toBe(true)

    const recipient = solanaTestAccounts[3]!.address
    const before = await solanaChain.getBalance(new PublicKey(recipient))
    // A fresh amount per run: the local chain's blockhash never rotates, so a retried identical transfer would be a duplicate.
    const lamports = 1_000_000 + (Date.now() % 1000)
    await page.getByTestId('dapp-to').fill(recipient)
    await page.getByTestId('dapp-lamports').fill(String(lamports))
    await page.getByTestId('dapp-send-sol').click()
    await expect(modal.getByTestId('airlock-approve-solana-instruction')).toHaveText([`Send ${lamports / 1e9} SOL from ${address} to ${recipient}`])
    await modal.getByTestId('airlock-approve-confirm').click()
    await expect(page.getByTestId('dapp-send-sol-result')).toHaveAttribute('data-state', 'ok', { timeout: 20_000 })
    expect((await solanaChain.getBalance(new PublicKey(recipient))) - before).toBe(lamports)

    // signAllTransactions: one approval in the modal; the wallet, whose session did not approve
    // the method, is asked to sign each in turn, and the dapp gets both signed.
    await page.getByTestId('dapp-sign-all').click()
    await expect(modal.getByTestId('airlock-approve')).toHaveAttribute('data-method', 'solana_signAllTransactions')
    await expect(modal.getByTestId('airlock-approve-solana-transaction')).toHaveCount(2)
    await modal.getByTestId('airlock-approve-confirm').click()
    const all = page.getByTestId('dapp-sign-all-result')
    await expect(all).toHaveAttribute('data-state', 'ok', { timeout: 20_000 })
    const signedAll = (await all.textContent())!.trim().split(' ').map((wire) => Transaction.from(Buffer.from(wire, 'base64')))
    expect(signedAll.map((tx) => [tx.verifySignatures(), tx.feePayer!.toBase58()])).toEqual([[true, address], [true, address]])
    expect(wallet.requests).toEqual(['solana_signMessage', 'solana_signAndSendTransaction', 'solana_signTransaction', 'solana_signTransaction'])
  } finally {
    await wallet.close()
  }
})
