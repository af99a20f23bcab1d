import { u8aWrapBytes } from '@polkadot/util'
import { cryptoWaitReady, signatureVerify } from '@polkadot/util-crypto'
import { polkadot } from '../../shared/networks/networks'
import { expectNoA11yViolations } from '../fixtures/axe'
import { enterEmailCode, freshEmail } from '../fixtures/embeddedFlows'
import { openPolkadotDapp } from '../fixtures/polkadotPages'
import { startSiwxDappServer, type SiwxDappServer } from '../fixtures/siwxDappServer'
import { loginFromPage, pageSession } from '../fixtures/siwxPage'
import { expect, expectModalShown, test, urls } from '../fixtures/test'

// The dapp server answers the tampered logins 401, as the test expects; Chromium logs each.
test.use({ allowedConsoleErrors: [/status of 401 \(Unauthorized\) \(http:\/\/127\.0\.0\.1:\d+\/login\)/] })

let dapp: SiwxDappServer
test.beforeAll(async () => {
  dapp = await startSiwxDappServer()
})
test.afterAll(async () => dapp?.close())

test('sign-in with the embedded wallet on Polkadot: the view names the sr25519 account on Polkadot, the wallet signs the CAIP-122 message as signRaw does and the dapp server verifies it', async ({ page, modal }) => {
  test.setTimeout(120_000)
  await cryptoWaitReady()
  const statement = 'Sign in to the Polkadot test dapp.'
  await openPolkadotDapp(page, { siwx: { required: true, statement } })
  await page.getByTestId('dapp-connect').click()
  await enterEmailCode(modal, freshEmail('siwx-polkadot'))

  // The view asks for the account the dapp got, on the Polkadot network, for this page.
  await expect(modal.getByTestId('airlock-siwx')).toBeVisible({ timeout: 30_000 })
  const account = page.getByTestId('dapp-account')
  await expect(account).toHaveAttribute('data-state', 'ok', { timeout: 30_000 })
  const address = (await account.textContent())!.trim()
  expect(address).toMatch(/^1[1-9A-HJ-NP-Za-km-z]{46,47}$/)
  await expect(modal.getByTestId('airlock-siwx-account').locator('span')).toHaveAttribute('title', address)
  await expect(modal.getByTestId('airlock-siwx-account')).toContainText(`${address.slice(0, 4)}…${address.slice(-6)}`)
  await expect(modal.getByTestId('airlock-siwx-network')).toContainText('Polkadot')
  await expect(modal.getByTestId('airlock-siwx-request')).toContainText(new URL(urls.demo).origin)
  await expect(modal.getByTestId('airlock-siwx-statement')).toHaveText(statement)
  await expectNoA11yViolations(page, 'Sign in with the embedded wallet on Polkadot')
  await modal.getByTestId('airlock-approve-confirm').click()
  await expectModalShown(page, false)

  await expect.poll(() => pageSession(page), { timeout: 20_000 }).not.toBeNull()
  const session = (await pageSession(page))!
  expect(session.data.chainId).toBe(polkadot.caipNetworkId)
  expect(session.message.startsWith(`${new URL(urls.demo).host} wants you to sign in with your Polkadot account:\n${address}\n\n${statement}\n\n`)).toBe(true)
  expect(session.message).toContain(`\nChain ID: ${polkadot.caipNetworkId.split(':')[1]}\n`)
  // polkadot-js's own check: sr25519 by the account's key over the message as signRaw wraps it, and over nothing else.
  const bytes = new TextEncoder().encode(session.message)
  expect(signatureVerify(u8aWrapBytes(bytes), session.signature, address)).toMatchObject({ isValid: true, crypto: 'sr25519' })
  expect(signatureVerify(u8aWrapBytes(new TextEncoder().encode(`${session.message} `)), session.signature, address).isValid).toBe(false)

  // The dapp's server takes it with the documented helper, and refuses it tampered with.
  const login = (body: { message: string; signature: string }) => loginFromPage(page, dapp, body)
  expect(await login(session)).toEqual({ status: 200, address })
  expect(dapp.logins.at(-1)).toEqual({ ok: true, address })
  expect(await login({ ...session, message: session.message.replace(statement, 'Sign in to another dapp.') })).toEqual({ status: 401, code: 'invalid-signature' })
  const flipped = `${session.signature.slice(0, -2)}${session.signature.endsWith('00') ? '01' : '00'}`
  expect(await login({ ...session, signature: flipped })).toEqual({ status: 401, code: 'invalid-signature' })
})
