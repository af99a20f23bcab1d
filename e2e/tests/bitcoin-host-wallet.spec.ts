import { Address, OutScript, Transaction } from '@scure/btc-signer'
import { bitcoinNetworkParams } from '../../shared/bitcoin/bitcoinNetworkParams'
import { verifyBip322 } from '../../shared/bitcoin/verifyBip322'
import { bitcoinTestAccounts } from '../../services/bitcoin/testAccounts'
import { bitcoinRegtest } from '../../shared/networks/networks'
import { bitcoinChain } from '../fixtures/bitcoinChain'
import { openBitcoinDapp } from '../fixtures/bitcoinPages'
import { enterEmailCode, freshEmail } from '../fixtures/embeddedFlows'
import { expect, test, urls } from '../fixtures/test'
import { startWcBitcoinWallet } from '../fixtures/wcBitcoinWallet'

const regtest = bitcoinNetworkParams('regtest')

const chain = bitcoinChain

test('a Bitcoin dapp connects the embedded wallet through airlock/bitcoin, signs a BIP-322 message verified in Node and a PSBT the local chain accepts', async ({ page, modal }) => {
  test.setTimeout(120_000)
  await openBitcoinDapp(page)
  await page.getByTestId('dapp-wallet').filter({ hasText: 'Airlock' }).click()
  const email = freshEmail('bitcoin')
  await enterEmailCode(modal, email)
  await expect(page.getByTestId('dapp-connect-result')).toHaveAttribute('data-state', 'ok', { timeout: 20_000 })
  const payment = (await page.getByTestId('dapp-payment').textContent())!.trim()
  const ordinals = (await page.getByTestId('dapp-ordinals').textContent())!.trim()
  expect(payment).toMatch(/^bcrt1q/)
  expect(ordinals).toMatch(/^bcrt1p/)
  await modal.getByTestId('airlock-close').click()

  // A BIP-322 message: approved in the modal, verified here against the payment address.
  await page.getByTestId('dapp-sign').click()
  await expect(modal.getByTestId('airlock-approve')).toHaveAttribute('data-method', 'signMessage')
  await modal.getByTestId('airlock-approve-confirm').click()
  const signed = page.getByTestId('dapp-sign-result')
  await expect(signed).toHaveAttribute('data-state', 'ok')
  const proof = (await signed.textContent())!.trim()
  expect(verifyBip322(payment, 'Sign in to the Bitcoin test dapp', proof, 'regtest')).toBe(true)
  expect(verifyBip322(payment, 'Sign in to another dapp', proof, 'regtest')).toBe(false)

  // A PSBT the dapp built over a coin of the payment address: signed in the modal, finalized
  // here and taken by the local chain, which verifies the signature itself.
  const funded = await chain<{ txid: string }>('/regtest/fund', { address: payment, sats: 200_000 })
  const tx = new Transaction()
  tx.addInput({ txid: funded.txid, index: 0, witnessUtxo: { script: OutScript.encode(Address(regtest).decode(payment)), amount: 200_000n } })
  tx.addOutputAddress(bitcoinTestAccounts[1]!.paymentAddress, 150_000n, regtest)
  tx.addOutputAddress(payment, 49_000n, regtest)
  await page.getByTestId('dapp-psbt').fill(Buffer.from(tx.toPSBT()).toString('base64'))
  await page.getByTestId('dapp-sign-psbt').click()
  await expect(modal.getByTestId('airlock-approve')).toHaveAttribute('data-method', 'signPsbt')
  await modal.getByTestId('airlock-approve-confirm').click()
  const psbt = page.getByTestId('dapp-sign-psbt-result')
  await expect(psbt).toHaveAttribute('data-state', 'ok')
  const signedTx = Transaction.fromPSBT(Buffer.from((await psbt.textContent())!.trim(), 'base64'))
  signedTx.finalize()
  expect(await chain<string>('/tx', signedTx.hex)).toBe(signedTx.id)
  const landed = await chain<{ fee: number; vin: { prevout: { scriptpubkey_address: string } }[] }>(`/tx/${signedTx.id}`)
  expect(landed.fee).toBe(1000)
  expect(landed.vin[0]!.prevout.scriptpubkey_address).toBe(payment)
})

test('a WalletConnect wallet approves the bip122 namespace: the dapp gets its payment address and key through airlock/bitcoin, and a PSBT the wallet signs after the approval is taken by the local chain', async ({ page, modal }) => {
  test.setTimeout(120_000)
  const wallet = await startWcBitcoinWallet({ relayUrl: urls.relay, bitcoinChain: bitcoinRegtest.caipNetworkId })
  try {
    await openBitcoinDapp(page)
    await page.evaluate(() => (window as unknown as { modal: { open(): Promise<void> } }).modal.open())
    await modal.getByTestId('airlock-connector-walletConnect').click()
    await expect(modal.getByTestId('airlock-wc-qr')).toBeVisible()
    await wallet.pair((await modal.getByTestId('airlock-wc-copy').getAttribute('data-uri'))!)
    await expect(modal.getByTestId('airlock-view-Account')).toBeVisible()
    await modal.getByTestId('airlock-close').click()

    await page.getByTestId('dapp-wallet').filter({ hasText: 'Airlock' }).click()
    await expect(page.getByTestId('dapp-connect-result')).toHaveAttribute('data-state', 'ok', { timeout: 20_000 })
    await expect(page.getByTestId('dapp-payment')).toHaveText(wallet.address)

    const funded = await chain<{ txid: string }>('/regtest/fund', { address: wallet.address, sats: 300_000 })
    const tx = new Transaction()
    tx.addInput({ txid: funded.txid, index: 0, witnessUtxo: { script: OutScript.encode(Address(regtest).decode(wallet.address)), amount: 300_000n } })
    tx.addOutputAddress(bitcoinTestAccounts[0]!.ordinalsAddress, 250_000n, regtest)
    tx.addOutputAddress(wallet.address, 48_500n, regtest)
    await page.getByTestId('dapp-psbt').fill(Buffer.from(tx.toPSBT()).toString('base64'))
    await page.getByTestId('dapp-sign-psbt').click()
    await expect(modal.getByTestId('airlock-approve')).toHaveAttribute('data-method', 'signPsbt')
    await modal.getByTestId('airlock-approve-confirm').click()
    const psbt = page.getByTestId('dapp-sign-psbt-result')
    await expect(psbt).toHaveAttribute('data-state', 'ok', { timeout: 20_000 })
    const signedTx = Transaction.fromPSBT(Buffer.from((await psbt.textContent())!.trim(), 'base64'))
    signedTx.finalize()
    expect(await chain<string>('/tx', signedTx.hex)).toBe(signedTx.id)
    expect((await chain<{ fee: number }>(`/tx/${signedTx.id}`)).fee).toBe(1500)
    expect(wallet.requests.filter((m) => m !== 'getAccountAddresses')).toEqual(['signPsbt'])
    expect(wallet.requests).toContain('getAccountAddresses')
  } finally {
    await wallet.close()
  }
})

test('a transfer from the embedded wallet: the approval shows the recipient, the amount in BTC and USD and the exact fee it then pays; the local chain holds the transfer', async ({ page, modal }) => {
  test.setTimeout(120_000)
  await openBitcoinDapp(page)
  await page.getByTestId('dapp-wallet').filter({ hasText: 'Airlock' }).click()
  await enterEmailCode(modal, freshEmail('bitcoin-transfer'))
  await expect(page.getByTestId('dapp-connect-result')).toHaveAttribute('data-state', 'ok', { timeout: 20_000 })
  const payment = (await page.getByTestId('dapp-payment').textContent())!.trim()
  await modal.getByTestId('airlock-close').click()
  await chain('/regtest/fund', { address: payment, sats: 250_000 })

  const recipient = bitcoinTestAccounts[1]!.paymentAddress
  await page.getByTestId('dapp-transfer-to').fill(recipient)
  await page.getByTestId('dapp-transfer-sats').fill('120000')
  await page.getByTestId('dapp-send-transfer').click()
  await expect(modal.getByTestId('airlock-approve')).toHaveAttribute('data-method', 'sendTransfer')
  await expect(modal.getByTestId('airlock-approve-btc-transfer')).toHaveAttribute('data-state', 'read', { timeout: 20_000 })
  await expect(modal.getByTestId('airlock-approve-btc-transfer-to')).toContainText(recipient)
  await expect(modal.getByTestId('airlock-approve-btc-transfer-amount')).toContainText('0.0012 BTC ($72.00)')
  // The embedded wallet pays the plan the approval shows: no "about", not the wallet's to set.
  const feeAmount = modal.getByTestId('airlock-approve-btc-transfer-fee-amount')
  await expect(feeAmount).toHaveText(/^0\.0000\d+ BTC \(\$\d+\.\d\d\)$/)
  await expect(modal.getByTestId('airlock-approve-btc-transfer-fee-wallet')).toHaveCount(0)
  const shownFee = Number(await feeAmount.getAttribute('data-sats'))
  await modal.getByTestId('airlock-approve-confirm').click()

  const result = page.getByTestId('dapp-send-transfer-result')
  await expect(result).toHaveAttribute('data-state', 'ok', { timeout: 20_000 })
  const landed = await chain<{ fee: number; vin: { prevout: { scriptpubkey_address: string } }[]; vout: { scriptpubkey_address: string; value: number }[] }>(`/tx/${(await result.textContent())!.trim()}`)
  expect(landed.vout).toContainEqual(expect.objectContaining({ scriptpubkey_address: recipient, value: 120_000 }))
  expect(landed.vin.every((i) => i.prevout.scriptpubkey_address === payment)).toBe(true)
  expect(landed.fee).toBe(shownFee)
})
