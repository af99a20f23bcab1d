import { randomBytes } from 'node:crypto'
import { secp256k1 } from '@noble/curves/secp256k1.js'
import { Address, OutScript, p2wpkh, Transaction } from '@scure/btc-signer'
import { bitcoinNetworkParams } from '../../shared/bitcoin/bitcoinNetworkParams'
import { verifyBip322 } from '../../shared/bitcoin/verifyBip322'
import { bitcoinTestAccounts } from '../../services/bitcoin/testAccounts'
import { expectNoA11yViolations } from '../fixtures/axe'
import { bitcoinChain } from '../fixtures/bitcoinChain'
import { openBitcoinDapp } from '../fixtures/bitcoinPages'
import { bundleForPage } from '../fixtures/bundleForPage'
import { expect, test, urls } from '../fixtures/test'

const regtest = bitcoinNetworkParams('regtest')

const chain = bitcoinChain

test('a Bitcoin wallet injected into the host page through Wallet Standard is offered in the modal, connects with its payment address first, and signs a BIP-322 message and a PSBT the local chain takes, each after the modal\'s approval', async ({ page, modal }) => {
  test.setTimeout(120_000)
  // Fresh keys each run: the wallet's coins and history are this run's only.
  const keys = { paymentKey: randomBytes(32).toString('hex'), ordinalsKey: randomBytes(32).toString('hex') }
  const payment = p2wpkh(secp256k1.getPublicKey(Buffer.from(keys.paymentKey, 'hex'), true), regtest).address!
  const wallet = await bundleForPage(new URL('../fixtures/bitcoinDapp/testWalletInPage.ts', import.meta.url))
  await openBitcoinDapp(page, { beforeDapp: `window.testWalletConfig = ${JSON.stringify(keys)};\n${wallet}` })
  await page.evaluate(() => (window as unknown as { modal: { open(): Promise<void> } }).modal.open())
  const row = modal.getByTestId('airlock-connector-wallet-standard.bitcoin:E2E Bitcoin Wallet')
  await expect(row).toContainText('E2E Bitcoin Wallet')
  await expectNoA11yViolations(page, 'Connect with a page Bitcoin wallet')
  await row.click()
  await expect.poll(() => page.evaluate(() => (window as unknown as { modal: { getState(): { namespace?: string; address?: string } } }).modal.getState())).toMatchObject({ namespace: 'bip122', address: payment })

  // The dapp picks Airlock and gets the page wallet's addresses through the modal, payment first.
  await page.getByTestId('dapp-wallet').filter({ hasText: 'Airlock' }).click()
  await expect(page.getByTestId('dapp-connect-result')).toHaveAttribute('data-state', 'ok', { timeout: 20_000 })
  await expect(page.getByTestId('dapp-payment')).toHaveText(payment)
  await expect(page.getByTestId('dapp-ordinals')).toHaveText(/^bcrt1p/)

  // A BIP-322 message: approved in the modal, signed by the page wallet, verified here.
  await page.getByTestId('dapp-sign').click()
  await expect(modal.getByTestId('airlock-approve')).toHaveAttribute('data-method', 'signMessage')
  await modal.getByTestId('airlock-approve-confirm').click()
  const signed = page.getByTestId('dapp-sign-result')
  await expect(signed).toHaveAttribute('data-state', 'ok')
  const proof = (await signed.textContent())!.trim()
  expect(verifyBip322(payment, 'Sign in to the Bitcoin test dapp', proof, 'regtest')).toBe(true)
  expect(verifyBip322(payment, 'Sign in to another dapp', proof, 'regtest')).toBe(false)

  // A PSBT over a coin of the payment address: the approval decodes it, the page wallet signs, the chain takes it.
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
  await expect(psbt).toHaveAttribute('data-state', 'ok', { timeout: 20_000 })
  const signedTx = Transaction.fromPSBT(Buffer.from((await psbt.textContent())!.trim(), 'base64'))
  signedTx.finalize()
  expect(await chain<string>('/tx', signedTx.hex)).toBe(signedTx.id)
  const landed = await chain<{ fee: number; vin: { prevout: { scriptpubkey_address: string } }[] }>(`/tx/${signedTx.id}`)
  expect(landed.fee).toBe(1000)
  expect(landed.vin[0]!.prevout.scriptpubkey_address).toBe(payment)
  expect(await page.evaluate(() => (window as unknown as { testWalletLog: string[] }).testWalletLog)).toEqual(['bitcoin:connect', 'signMessage bip322', 'signTransaction bitcoin:regtest'])

  // A reload brings the connection back without a prompt: the wallet is asked silently once it is in the page again.
  await page.reload()
  await expect.poll(() => page.evaluate(() => (window as unknown as { modal: { getState(): { namespace?: string; address?: string; status?: string } } }).modal.getState())).toMatchObject({ namespace: 'bip122', address: payment })
  await expect.poll(() => page.evaluate(() => (window as unknown as { testWalletLog: string[] }).testWalletLog)).toEqual(['connect silent'])
})

test('a transfer through the page\'s Bitcoin wallet: the approval shows the recipient, the amount in BTC and USD and the fee the wallet is about to pay; the wallet sends it and the local chain holds it', async ({ page, modal }) => {
  test.setTimeout(120_000)
  const keys = { paymentKey: randomBytes(32).toString('hex'), ordinalsKey: randomBytes(32).toString('hex'), chainUrl: urls.bitcoin }
  const payment = p2wpkh(secp256k1.getPublicKey(Buffer.from(keys.paymentKey, 'hex'), true), regtest).address!
  const recipient = bitcoinTestAccounts[1]!.paymentAddress
  const wallet = await bundleForPage(new URL('../fixtures/bitcoinDapp/testWalletInPage.ts', import.meta.url))
  await openBitcoinDapp(page, { beforeDapp: `window.testWalletConfig = ${JSON.stringify(keys)};\n${wallet}` })
  await page.evaluate(() => (window as unknown as { modal: { open(): Promise<void> } }).modal.open())
  await modal.getByTestId('airlock-connector-wallet-standard.bitcoin:E2E Bitcoin Wallet').click()
  await expect.poll(() => page.evaluate(() => (window as unknown as { modal: { getState(): { address?: string } } }).modal.getState().address)).toBe(payment)
  await page.getByTestId('dapp-wallet').filter({ hasText: 'Airlock' }).click()
  await expect(page.getByTestId('dapp-connect-result')).toHaveAttribute('data-state', 'ok', { timeout: 20_000 })
  await chain('/regtest/fund', { address: payment, sats: 300_000 })

  await page.getByTestId('dapp-transfer-to').fill(recipient)
  await page.getByTestId('dapp-transfer-sats').fill('150000')
  await page.getByTestId('dapp-send-transfer').click()
  await expect(modal.getByTestId('airlock-approve')).toHaveAttribute('data-method', 'sendTransfer')
  await expect(modal.getByTestId('airlock-approve-title')).toHaveText('Send Bitcoin')
  const body = modal.getByTestId('airlock-approve-btc-transfer')
  await expect(body).toHaveAttribute('data-state', 'read', { timeout: 20_000 })
  await expect(modal.getByTestId('airlock-approve-btc-transfer-to')).toContainText(recipient)
  await expect(modal.getByTestId('airlock-approve-btc-transfer-amount')).toContainText('0.0015 BTC ($90.00)')
  await expect(modal.getByTestId('airlock-approve-btc-transfer-from')).toContainText(payment)
  // The fee: in BTC and USD with its rate, "about" and the wallet's to set, as it picks its own coins.
  const feeAmount = modal.getByTestId('airlock-approve-btc-transfer-fee-amount')
  await expect(feeAmount).toHaveText(/^≈ 0\.0000\d+ BTC \(\$\d+\.\d\d\)$/)
  await expect(modal.getByTestId('airlock-approve-btc-transfer-fee-rate')).toContainText('sat/vB')
  await expect(modal.getByTestId('airlock-approve-btc-transfer-fee-wallet')).toHaveText('Set by your wallet')
  const shownFee = Number(await feeAmount.getAttribute('data-sats'))
  await expect(modal.locator('.airlock-root')).toHaveAttribute('data-theme', 'dark')
  await expectNoA11yViolations(page, 'ApproveTransaction-sendTransfer-dark')
  await page.evaluate(() => (window as unknown as { modal: { setThemeMode(m: string): Promise<void> } }).modal.setThemeMode('light'))
  await expect(modal.locator('.airlock-root')).toHaveAttribute('data-theme', 'light')
  await expectNoA11yViolations(page, 'ApproveTransaction-sendTransfer-light')
  expect(await page.evaluate(() => (window as unknown as { testWalletLog: string[] }).testWalletLog)).toEqual(['bitcoin:connect'])
  // Approved from the keyboard: Enter on the armed Approve button.
  const approve = modal.getByTestId('airlock-approve-confirm')
  await expect(approve).toBeEnabled()
  await approve.focus()
  await page.keyboard.press('Enter')

  const result = page.getByTestId('dapp-send-transfer-result')
  await expect(result).toHaveAttribute('data-state', 'ok', { timeout: 20_000 })
  const txid = (await result.textContent())!.trim()
  expect(txid).toMatch(/^[0-9a-f]{64}$/)
  // The local chain holds it: the recipient's 150,000 sats, spent from the payment address, at the fee the approval showed.
  const landed = await chain<{ fee: number; vin: { prevout: { scriptpubkey_address: string } }[]; vout: { scriptpubkey_address: string; value: number }[] }>(`/tx/${txid}`)
  expect(landed.vout).toContainEqual(expect.objectContaining({ scriptpubkey_address: recipient, value: 150_000 }))
  expect(landed.vin.every((i) => i.prevout.scriptpubkey_address === payment)).toBe(true)
  expect(landed.fee).toBe(shownFee)
  expect(await page.evaluate(() => (window as unknown as { testWalletLog: string[] }).testWalletLog)).toEqual(['bitcoin:connect', 'sendTransfer bitcoin:regtest'])
})
