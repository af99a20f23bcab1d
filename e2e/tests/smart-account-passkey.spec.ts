import { createPrivateKey, createPublicKey, generateKeyPairSync } from 'node:crypto'
import type { CDPSession, Page } from '@playwright/test'
import { decodeEventLog, decodeFunctionData, parseEther, type Address, type Hex } from 'viem'
import { entryPoint07Abi } from 'viem/account-abstraction'
import { passkeyOwnerAbi } from '../../shared/aa/passkeyOwnerAbi'
import { freshEmail } from '../fixtures/embeddedFlows'
import { checkScreen } from '../fixtures/screenCheck'
import { chainClient, openSmartAccountPage, signInOnTestPage, startRequest } from '../fixtures/smartAccountFlows'
import { expect, test, urls } from '../fixtures/test'
import { addVirtualAuthenticator, type VirtualCredential } from '../fixtures/virtualAuthenticator'

const chain1 = chainClient(1)
const modalOrigin = new URL(urls.modal).origin
const freshAddress = (): Address => `0x${Array.from(crypto.getRandomValues(new Uint8Array(20)), (b) => b.toString(16).padStart(2, '0')).join('')}`
const hexOf = (base64url: string): Hex => `0x${Buffer.from(base64url, 'base64url').toString('hex')}`

/**
 * Chromium's virtual authenticator (CDP WebAuthn) for the modal's frame: a platform one
 * (internal transport, resident keys) that verifies the user and answers every prompt at once.
 * The modal is cross-site, so its frame has a target of its own; the authenticator goes there.
 */
async function virtualAuthenticator(page: Page): Promise<{ cdp: CDPSession; authenticatorId: string }> {
  const frame = page.frames().find((f) => f.url().startsWith(modalOrigin))!
  const cdp = await page.context().newCDPSession(frame).catch(() => page.context().newCDPSession(page))
  await cdp.send('WebAuthn.enable')
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
  })
  return { cdp, authenticatorId }
}

/** The public key (x, y) of the authenticator's one credential, from its PKCS#8 private key. */
async function credentialKey(cdp: CDPSession, authenticatorId: string) {
  const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId })
  expect(credentials).toHaveLength(1)
  const credential = credentials[0]!
  const jwk = createPublicKey(createPrivateKey({ key: Buffer.from(credential.privateKey, 'base64'), format: 'der', type: 'pkcs8' })).export({ format: 'jwk' })
  return { credential, x: hexOf(jwk.x!), y: hexOf(jwk.y!) }
}

/**
 * Signs in, funds the smart account and adds a passkey owner from the Account view, checking the
 * approval and the chain; the Account view's passkey line and the approval are checked as screens
 * (layout, axe) in `theme`.
 */
async function accountWithPasskeyOwner(page: Page, modal: ReturnType<Page['frameLocator']>, label: string, theme: 'dark' | 'light') {
  await openSmartAccountPage(page, `${label}.html`, { themeMode: theme })
  const address = await signInOnTestPage(page, modal, freshEmail(label))
  await chain1.request({ method: 'anvil_setBalance' as never, params: [address, '0xde0b6b3a7640000'] as never })
  const authenticator = await virtualAuthenticator(page)

  await expect(modal.getByTestId('airlock-passkey-owner')).toHaveAttribute('data-state', 'none')
  await checkScreen(page, modal, 'airlock-passkey-owner', `screen-PasskeyOwner-add-${theme}`)
  await modal.getByTestId('airlock-passkey-owner-add').click()
  // The approval says exactly what changes: the account calls itself to add this passkey, whose key it shows.
  await expect(modal.getByTestId('airlock-approve')).toHaveAttribute('data-method', 'eth_sendTransaction')
  const { credential, x, y } = await credentialKey(authenticator.cdp, authenticator.authenticatorId)
  expect(credential.isResidentCredential).toBe(true)
  expect(credential.rpId).toBe('localhost')
  await expect(modal.getByTestId('airlock-approve-to')).toContainText(address)
  await expect(modal.getByTestId('airlock-approve-owner-change')).toContainText("Adds this passkey as an owner of the account: it can sign any of the account's transactions by itself")
  await expect(modal.getByTestId('airlock-approve-owner-key')).toContainText(`x ${x}`)
  await expect(modal.getByTestId('airlock-approve-owner-key')).toContainText(`y ${y}`)
  await checkScreen(page, modal, 'airlock-approve', `screen-Approve-addPasskeyOwner-${theme}`)
  await modal.getByTestId('airlock-approve-confirm').click()

  await expect(modal.getByTestId('airlock-passkey-owner')).toHaveAttribute('data-state', 'active', { timeout: 20_000 })
  await expect(modal.getByTestId('airlock-passkey-owner')).toHaveText('A passkey owns this account on this network: its transactions are signed with your passkey.')
  await checkScreen(page, modal, 'airlock-passkey-owner', `screen-PasskeyOwner-active-${theme}`)
  expect(await chain1.readContract({ address, abi: passkeyOwnerAbi, functionName: 'isPasskeyOwner', args: [x, y] })).toBe(true)
  return { address, ...authenticator, credential, x, y }
}

test('a passkey added as an owner of the smart account signs a user operation alone: the chain checks the WebAuthn assertion and the ETH moves', async ({ page, modal }) => {
  // Sign-in, a passkey, two user operations and two screen checks: more than the default minute on a loaded machine.
  test.slow()
  const { address, cdp, authenticatorId, credential, x, y } = await accountWithPasskeyOwner(page, modal, 'aa-passkey', 'dark')
  const to = freshAddress()
  const send = await startRequest(page, { method: 'eth_sendTransaction', params: [{ from: address, to, value: `0x${parseEther('0.1').toString(16)}` }] })
  await expect(modal.getByTestId('airlock-approve')).toHaveAttribute('data-method', 'eth_sendTransaction')
  await modal.getByTestId('airlock-approve-confirm').click()
  const { result } = await send.settle()
  expect(result).toMatch(/^0x[0-9a-f]{64}$/)

  expect(await chain1.getBalance({ address: to })).toBe(parseEther('0.1'))
  // The operation in the bundle carries the passkey's signature (its key first, then the WebAuthn
  // assertion), and the EntryPoint reports it succeeded: the account's owner check passed.
  const tx = await chain1.getTransaction({ hash: result as Hex })
  const { args } = decodeFunctionData({ abi: entryPoint07Abi, data: tx.input }) as unknown as { args: [{ sender: Address; signature: Hex }[]] }
  expect(args[0][0]!.sender.toLowerCase()).toBe(address.toLowerCase())
  expect(args[0][0]!.signature.slice(0, 130)).toBe(`0x${x.slice(2)}${y.slice(2)}`)
  expect(args[0][0]!.signature).toContain(Buffer.from('"type":"webauthn.get"').toString('hex'))
  const receipt = await chain1.getTransactionReceipt({ hash: result as Hex })
  const event = receipt.logs.flatMap((log) => {
    try {
      return [decodeEventLog({ abi: entryPoint07Abi, ...log })]
    } catch {
      return []
    }
  }).find((e) => e.eventName === 'UserOperationEvent')
  expect(event?.args).toMatchObject({ sender: expect.stringMatching(new RegExp(address.slice(2), 'i')), success: true })
  // The authenticator signed it: its counter went up once more than the registration's.
  const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId })
  expect(credentials[0]!.signCount).toBeGreaterThan(credential.signCount)
})

test("another credential's assertion is refused by the account (the bundler's simulation): the visitor and the dapp are told, nothing moves", async ({ page, modal }) => {
  test.slow()
  const { address, cdp, authenticatorId, credential } = await accountWithPasskeyOwner(page, modal, 'aa-passkey-wrong', 'light')
  // The same credential id now answers with another P-256 key: a valid assertion by a key that is not an owner.
  const other = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey.export({ format: 'der', type: 'pkcs8' }).toString('base64')
  await cdp.send('WebAuthn.removeCredential', { authenticatorId, credentialId: credential.credentialId })
  await cdp.send('WebAuthn.addCredential', { authenticatorId, credential: { ...credential, privateKey: other } })

  const to = freshAddress()
  const send = await startRequest(page, { method: 'eth_sendTransaction', params: [{ from: address, to, value: `0x${parseEther('0.1').toString(16)}` }] })
  await modal.getByTestId('airlock-approve-confirm').click()
  const text = "The account refused this passkey's signature: the passkey is not an owner of this account. Nothing was sent."
  expect(await send.settle()).toEqual({ code: -32507, message: text })
  await expect(modal.getByTestId('airlock-toast')).toContainText(text)
  expect(await chain1.getBalance({ address: to })).toBe(0n)
})

test("where the host page withholds passkey creation from the frame (as WebKit does), the owner passkey is made in the modal's passkey window; the frame then signs with it and the ETH moves", async ({ page, modal }) => {
  test.slow()
  await openSmartAccountPage(page, 'aa-passkey-window.html', {}, { 'permissions-policy': 'publickey-credentials-create=()' })
  const address = await signInOnTestPage(page, modal, freshEmail('aa-passkey-window'))
  await chain1.request({ method: 'anvil_setBalance' as never, params: [address, '0xde0b6b3a7640000'] as never })
  const frame = page.frames().find((f) => f.url().startsWith(modalOrigin))!
  expect(await frame.evaluate(() => (document as Document & { featurePolicy: { allowsFeature(f: string): boolean } }).featurePolicy.allowsFeature('publickey-credentials-create'))).toBe(false)
  const inFrame = await virtualAuthenticator(page)

  // Add: the window opens in the click, on the modal's origin, top-level, and makes the passkey there.
  const opened = page.waitForEvent('popup')
  await modal.getByTestId('airlock-passkey-owner-add').click()
  const popup = await opened
  expect(new URL(popup.url()).origin).toBe(modalOrigin)
  expect(new URL(popup.url()).pathname).toBe('/passkey-popup.html')
  const inWindow = await addVirtualAuthenticator(popup, { hasPrf: false })
  const made: VirtualCredential[] = []
  inWindow.cdp.on('WebAuthn.credentialAdded', ({ credential }) => made.push(credential as VirtualCredential))
  await expect(popup.getByTestId('airlock-passkey-window')).toHaveAttribute('data-mode', 'addOwner')
  await expect(popup.locator('h1')).toHaveText('Create a passkey')
  await popup.getByTestId('airlock-passkey-window-continue').click()
  await expect.poll(() => popup.isClosed()).toBe(true)
  expect(made).toHaveLength(1)
  expect(made[0]).toMatchObject({ isResidentCredential: true, rpId: 'localhost' })

  // The same passkey on the frame's authenticator (one device: DevTools gives each page its own).
  await inFrame.cdp.send('WebAuthn.addCredential', { authenticatorId: inFrame.authenticatorId, credential: made[0]! })
  const { x, y } = await credentialKey(inFrame.cdp, inFrame.authenticatorId)
  await expect(modal.getByTestId('airlock-approve-owner-key')).toContainText(`x ${x}`)
  await expect(modal.getByTestId('airlock-approve-owner-key')).toContainText(`y ${y}`)
  await modal.getByTestId('airlock-approve-confirm').click()
  await expect(modal.getByTestId('airlock-passkey-owner')).toHaveAttribute('data-state', 'active', { timeout: 20_000 })
  expect(await chain1.readContract({ address, abi: passkeyOwnerAbi, functionName: 'isPasskeyOwner', args: [x, y] })).toBe(true)

  // A send: the frame signs the user operation with that passkey (using one is allowed here).
  const to = freshAddress()
  const send = await startRequest(page, { method: 'eth_sendTransaction', params: [{ from: address, to, value: `0x${parseEther('0.1').toString(16)}` }] })
  await modal.getByTestId('airlock-approve-confirm').click()
  const { result } = await send.settle()
  expect(result).toMatch(/^0x[0-9a-f]{64}$/)
  expect(await chain1.getBalance({ address: to })).toBe(parseEther('0.1'))
  const { args } = decodeFunctionData({ abi: entryPoint07Abi, data: (await chain1.getTransaction({ hash: result as Hex })).input }) as unknown as { args: [{ signature: Hex }[]] }
  expect(args[0][0]!.signature.slice(0, 130)).toBe(`0x${x.slice(2)}${y.slice(2)}`)
})
