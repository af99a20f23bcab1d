import { randomBytes } from 'node:crypto'
import type { Page } from '@playwright/test'
import { secp256k1 } from '@noble/curves/secp256k1.js'
import { p2wpkh } from '@scure/btc-signer'
import { bitcoinNetworkParams } from '../../shared/bitcoin/bitcoinNetworkParams'
import { verifyBip322 } from '../../shared/bitcoin/verifyBip322'
import { bitcoinRegtest } from '../../shared/networks/networks'
import { expectNoA11yViolations } from '../fixtures/axe'
import { openBitcoinDapp } from '../fixtures/bitcoinPages'
import { bundleForPage } from '../fixtures/bundleForPage'
import { enterEmailCode, freshEmail } from '../fixtures/embeddedFlows'
import { startSiwxDappServer, type SiwxDappServer } from '../fixtures/siwxDappServer'
import { loginFromPage, pageSession } from '../fixtures/siwxPage'
import { expect, expectModalShown, test, urls } from '../fixtures/test'

// The dapp server answers the tampered logins 401, as the tests expect; Chromium logs each.
test.use({ allowedConsoleErrors: [/status of 401 \(Unauthorized\) \(http:\/\/127\.0\.0\.1:\d+\/login\)/] })

let dapp: SiwxDappServer
test.beforeAll(async () => {
  dapp = await startSiwxDappServer()
})
test.afterAll(async () => dapp?.close())

type Modal = ReturnType<Page['frameLocator']>
const REGTEST_REFERENCE = bitcoinRegtest.caipNetworkId.split(':')[1]!
const host = new URL(urls.demo).host
const login = (page: Page, body: { message: string; signature: string }) => loginFromPage(page, dapp, body)

/** The sign-in view names the account (in full in its title), the network and the page that asks. */
async function expectSignInFor(modal: Modal, address: string) {
  await expect(modal.getByTestId('airlock-siwx')).toBeVisible({ timeout: 20_000 })
  await expect(modal.getByTestId('airlock-siwx-account').locator('span')).toHaveAttribute('title', address)
  await expect(modal.getByTestId('airlock-siwx-account')).toContainText(`${address.slice(0, 4)}…${address.slice(-6)}`)
  await expect(modal.getByTestId('airlock-siwx-network')).toContainText('Bitcoin Regtest')
  await expect(modal.getByTestId('airlock-siwx-request')).toContainText(new URL(urls.demo).origin)
}

/** The session's message is the one the view described; the dapp's server takes it and refuses it tampered with. */
async function expectVerifiedSession(page: Page, address: string, statement?: string) {
  await expect.poll(() => pageSession(page), { timeout: 20_000 }).not.toBeNull()
  const session = (await pageSession(page))!
  expect(session.data.chainId).toBe(bitcoinRegtest.caipNetworkId)
  expect(session.message.startsWith(`${host} wants you to sign in with your Bitcoin account:\n${address}\n`)).toBe(true)
  expect(session.message).toContain(`\nURI: ${new URL(urls.demo).origin}\n`)
  expect(session.message).toContain(`\nChain ID: ${REGTEST_REFERENCE}\n`)
  if (statement) expect(session.message).toContain(`\n\n${statement}\n\n`)
  // A BIP-322 proof by the segwit payment address over the exact message, and over nothing else.
  expect(verifyBip322(address, session.message, session.signature, 'regtest')).toBe(true)
  expect(verifyBip322(address, `${session.message} `, session.signature, 'regtest')).toBe(false)

  expect(await login(page, session)).toEqual({ status: 200, address })
  expect(dapp.logins.at(-1)).toEqual({ ok: true, address })
  expect(await login(page, { ...session, message: session.message.replace(`Chain ID: ${REGTEST_REFERENCE}`, 'Chain ID: 000000000019d6689c085ae165831e93') })).toEqual({ status: 401, code: 'invalid-signature' })
  const bytes = Buffer.from(session.signature, 'base64')
  bytes[bytes.length - 5]! ^= 1
  expect(await login(page, { ...session, signature: bytes.toString('base64') })).toEqual({ status: 401, code: 'invalid-signature' })
  return session
}

test('sign-in with a Bitcoin wallet of the host page: the view names its payment address on regtest, the wallet signs exactly the CAIP-122 message (BIP-322) and the dapp server verifies it', async ({ page, modal }) => {
  test.setTimeout(120_000)
  const keys = { paymentKey: randomBytes(32).toString('hex'), ordinalsKey: randomBytes(32).toString('hex') }
  const payment = p2wpkh(secp256k1.getPublicKey(Buffer.from(keys.paymentKey, 'hex'), true), bitcoinNetworkParams('regtest')).address!
  const wallet = await bundleForPage(new URL('../fixtures/bitcoinDapp/testWalletInPage.ts', import.meta.url))
  const statement = 'Sign in to the Bitcoin test dapp.'
  await openBitcoinDapp(page, { beforeDapp: `window.testWalletConfig = ${JSON.stringify(keys)};\n${wallet}`, siwx: { required: true, statement } })
  await page.evaluate(() => (window as unknown as { modal: { open(): Promise<void> } }).modal.open())
  await modal.getByTestId('airlock-connector-wallet-standard.bitcoin:E2E Bitcoin Wallet').click()

  await expectSignInFor(modal, payment)
  await expect(modal.getByTestId('airlock-siwx-statement')).toHaveText(statement)
  await expectNoA11yViolations(page, 'Sign in with a page Bitcoin wallet')
  // Nothing is signed before the visitor presses Sign.
  expect(await page.evaluate(() => (window as unknown as { testWalletSigned: string[] }).testWalletSigned)).toEqual([])
  await modal.getByTestId('airlock-approve-confirm').click()
  await expectModalShown(page, false)

  const session = await expectVerifiedSession(page, payment, statement)
  // What the wallet was asked to sign (and would show) is the session's message, byte for byte, once.
  expect(await page.evaluate(() => (window as unknown as { testWalletSigned: string[] }).testWalletSigned)).toEqual([session.message])
  expect(await page.evaluate(() => (window as unknown as { testWalletLog: string[] }).testWalletLog)).toEqual(['bitcoin:connect', 'signMessage bip322'])
  expect(await page.evaluate(() => (window as unknown as { modal: { getState(): { status: string; namespace?: string } } }).modal.getState())).toMatchObject({ status: 'connected', namespace: 'bip122' })
})

test('sign-in with the embedded wallet on Bitcoin: the dapp connects through airlock/bitcoin, the view names the payment address on regtest and its BIP-322 proof verifies at the dapp server', async ({ page, modal }) => {
  test.setTimeout(120_000)
  await openBitcoinDapp(page, { siwx: { required: true } })
  await page.getByTestId('dapp-wallet').filter({ hasText: 'Airlock' }).click()
  await enterEmailCode(modal, freshEmail('siwx-bitcoin'))
  await expect(page.getByTestId('dapp-connect-result')).toHaveAttribute('data-state', 'ok', { timeout: 20_000 })
  const payment = (await page.getByTestId('dapp-payment').textContent())!.trim()
  expect(payment).toMatch(/^bcrt1q/)

  await expectSignInFor(modal, payment)
  await modal.getByTestId('airlock-approve-confirm').click()
  await expectModalShown(page, false)
  await expectVerifiedSession(page, payment)
})
