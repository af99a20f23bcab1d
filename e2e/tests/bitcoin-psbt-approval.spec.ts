import type { FrameLocator, Page } from '@playwright/test'
import { Address, OutScript, SigHash, Transaction } from '@scure/btc-signer'
import { bitcoinNetworkParams } from '../../shared/bitcoin/bitcoinNetworkParams'
import { verifyInputSignatures } from '../../shared/bitcoin/verifyInputSignatures'
import { bitcoinTestAccounts } from '../../services/bitcoin/testAccounts'
import { expectNoA11yViolations } from '../fixtures/axe'
import { openBitcoinDapp } from '../fixtures/bitcoinPages'
import { enterEmailCode, freshEmail } from '../fixtures/embeddedFlows'
import { expect, test, urls } from '../fixtures/test'

const regtest = bitcoinNetworkParams('regtest')
const bob = bitcoinTestAccounts[1]!

async function chain<T>(path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${urls.bitcoin}${path}`, body === undefined ? {} : typeof body === 'string' ? { method: 'POST', headers: { 'content-type': 'text/plain' }, body } : { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
  const text = await res.text()
  if (!res.ok) throw new Error(`${path}: ${res.status} ${text}`)
  return (text.startsWith('{') || text.startsWith('[') ? JSON.parse(text) : text) as T
}

/** The Bitcoin dapp with the embedded wallet connected: its payment and ordinals addresses. */
async function connectEmbedded(page: Page, modal: FrameLocator): Promise<{ payment: string; ordinals: string }> {
  await openBitcoinDapp(page)
  await page.getByTestId('dapp-wallet').filter({ hasText: 'Airlock' }).click()
  await enterEmailCode(modal, freshEmail('btc-psbt'))
  await expect(page.getByTestId('dapp-connect-result')).toHaveAttribute('data-state', 'ok', { timeout: 20_000 })
  const payment = (await page.getByTestId('dapp-payment').textContent())!.trim()
  const ordinals = (await page.getByTestId('dapp-ordinals').textContent())!.trim()
  await modal.getByTestId('airlock-close').click()
  return { payment, ordinals }
}

/** A PSBT spending a fresh 200,000 sat coin of `payment`, its witness UTXO stating `stated`. */
async function psbtOver(payment: string, outputs: [string, bigint][], opts: { stated?: bigint; sighashType?: number } = {}): Promise<string> {
  const funded = await chain<{ txid: string }>('/regtest/fund', { address: payment, sats: 200_000 })
  const tx = new Transaction({ allowUnknownOutputs: true })
  tx.addInput({ txid: funded.txid, index: 0, witnessUtxo: { script: OutScript.encode(Address(regtest).decode(payment)), amount: opts.stated ?? 200_000n }, ...(opts.sighashType === undefined ? {} : { sighashType: opts.sighashType }) })
  for (const [address, amount] of outputs) tx.addOutputAddress(address, amount, regtest)
  return Buffer.from(tx.toPSBT()).toString('base64')
}

test('the PSBT approval shows inputs, outputs, amounts in BTC and USD, the fee and its rate, marks the change and the signed input; the signed PSBT verifies in Node and the chain takes it', async ({ page, modal }) => {
  test.setTimeout(120_000)
  const { payment } = await connectEmbedded(page, modal)
  await page.getByTestId('dapp-psbt').fill(await psbtOver(payment, [[bob.paymentAddress, 150_000n], [payment, 49_000n]]))
  await page.getByTestId('dapp-sign-psbt').click()
  const approval = modal.getByTestId('airlock-approve')
  await expect(approval).toHaveAttribute('data-method', 'signPsbt')
  await expect(modal.getByTestId('airlock-approve-title')).toHaveText('Sign Bitcoin transaction')
  await expect(modal.getByTestId('airlock-approve-psbt')).toHaveAttribute('data-refused', 'false')

  const input = modal.getByTestId('airlock-approve-psbt-input')
  await expect(input).toHaveCount(1)
  await expect(input).toHaveAttribute('data-signed', 'true')
  await expect(input).toHaveAttribute('data-sighash', 'DEFAULT')
  await expect(input).toContainText('0.002 BTC ($120.00)')
  await expect(input).toContainText(payment)
  await expect(input).toContainText('Your payment address')
  await expect(input).toContainText('Your key signs it (sighash DEFAULT)')

  const outputs = modal.getByTestId('airlock-approve-psbt-output')
  await expect(outputs).toHaveCount(2)
  await expect(outputs.nth(0)).toContainText('0.0015 BTC ($90.00)')
  await expect(outputs.nth(0)).toContainText(bob.paymentAddress)
  await expect(outputs.nth(0)).toHaveAttribute('data-own', '')
  await expect(outputs.nth(1)).toContainText('0.00049 BTC ($29.40)')
  await expect(outputs.nth(1)).toHaveAttribute('data-own', 'payment')
  await expect(outputs.nth(1).getByTestId('airlock-approve-psbt-change')).toHaveText('Comes back to your payment address')

  await expect(modal.getByTestId('airlock-approve-psbt-fee-amount')).toHaveText('0.00001 BTC ($0.60)')
  await expect(modal.getByTestId('airlock-approve-psbt-fee-rate')).toHaveText('7.1 sat/vB over about 141 vB')

  await expectNoA11yViolations(page, 'ApproveTransaction-signPsbt-dark')
  await page.evaluate(() => (window as unknown as { modal: { setThemeMode(m: string): Promise<void> } }).modal.setThemeMode('light'))
  await expect(modal.locator('.airlock-root')).toHaveAttribute('data-theme', 'light')
  await expectNoA11yViolations(page, 'ApproveTransaction-signPsbt-light')

  await modal.getByTestId('airlock-approve-confirm').click()
  const result = page.getByTestId('dapp-sign-psbt-result')
  await expect(result).toHaveAttribute('data-state', 'ok')
  const signed = Transaction.fromPSBT(Buffer.from((await result.textContent())!.trim(), 'base64'))
  signed.finalize()
  // Verified here with btc-signer's sighash and noble's curve, before the chain sees it.
  const funded = await chain<{ vout: { value: number; scriptpubkey: string }[] }>(`/tx/${Buffer.from(signed.getInput(0).txid!).toString('hex')}`)
  expect(() => verifyInputSignatures(signed, [{ script: Buffer.from(funded.vout[0]!.scriptpubkey, 'hex'), amount: BigInt(funded.vout[0]!.value) }])).not.toThrow()
  expect(await chain<string>('/tx', signed.hex)).toBe(signed.id)
  const landed = await chain<{ fee: number; weight: number }>(`/tx/${signed.id}`)
  expect(landed.fee).toBe(1000)
  // The approval's size estimate is the signed size or a vbyte above it (signatures are 71 or 72 bytes).
  expect(141 - Math.ceil(landed.weight / 4)).toBeGreaterThanOrEqual(0)
  expect(141 - Math.ceil(landed.weight / 4)).toBeLessThanOrEqual(1)
})

test('a PSBT whose witness UTXO understates its coin shows the chain amount and the real fee, says it will not be signed, and is refused; a non-default sighash is called out', async ({ page, modal }) => {
  test.setTimeout(120_000)
  const { payment } = await connectEmbedded(page, modal)
  // The dapp claims the 200,000 sat coin holds 20,000: "fee 1,000" would hide 180,000 more.
  await page.getByTestId('dapp-psbt').fill(await psbtOver(payment, [[bob.paymentAddress, 19_000n]], { stated: 20_000n }))
  await page.getByTestId('dapp-sign-psbt').click()
  await expect(modal.getByTestId('airlock-approve')).toHaveAttribute('data-method', 'signPsbt')
  await expect(modal.getByTestId('airlock-approve-psbt')).toHaveAttribute('data-refused', 'true')
  await expect(modal.getByTestId('airlock-approve-psbt-refusal')).toHaveAttribute('data-code', 'AMOUNT_MISMATCH')
  await expect(modal.getByTestId('airlock-approve-psbt-refusal')).toHaveText('Input 0 states another amount than its coin holds on the network. Airlock will not sign this.')
  await expect(modal.getByTestId('airlock-approve-psbt-input')).toContainText('0.002 BTC')
  await expect(modal.getByTestId('airlock-approve-psbt-fee-amount')).toHaveAttribute('data-sats', '181000')
  await expectNoA11yViolations(page, 'ApproveTransaction-signPsbt-refused-dark')
  await modal.getByTestId('airlock-approve-confirm').click()
  const result = page.getByTestId('dapp-sign-psbt-result')
  await expect(result).toHaveAttribute('data-state', 'error')
  await expect(result).toContainText('another amount')

  // ALL|ANYONECANPAY is signed, and said: others may add inputs after the visitor signs.
  await page.getByTestId('dapp-psbt').fill(await psbtOver(payment, [[bob.paymentAddress, 150_000n], [payment, 49_000n]], { sighashType: SigHash.ALL_ANYONECANPAY }))
  await page.getByTestId('dapp-sign-psbt').click()
  await expect(modal.getByTestId('airlock-approve-psbt-input')).toHaveAttribute('data-sighash', 'ALL|ANYONECANPAY')
  await expect(modal.getByTestId('airlock-approve-psbt-sighash-warning')).toHaveText('ALL|ANYONECANPAY: others can add inputs to this transaction after you sign')
  await expect(modal.getByTestId('airlock-approve-psbt')).toHaveAttribute('data-refused', 'false')
})
