import { combine } from 'shamir-secret-sharing'
import { bytesToHex, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { freshEmail, recoveryCodeOf, signInWithEmail } from '../fixtures/embeddedFlows'
import { openRecoveryShare } from '../../modal-app/wallets/embedded/keys/openRecoveryShare'
import { recoveryContext } from '../../modal-app/wallets/embedded/keys/recoveryContext'
import { hostHeap, hostStorage } from '../fixtures/hostPageHolds'
import { hostPageSaw, recordHostPage } from '../fixtures/recordHostPage'
import { expect, openDemo, test } from '../fixtures/test'

const base64ToBytes = (text: string) => Uint8Array.from(Buffer.from(text, 'base64'))

test('no key material reaches the host page: not on the bridge ports, not in its storage, not in its heap (SECURITY.md)', async ({ page, modal }) => {
  await recordHostPage(page)
  // What the modal frame itself sent and received from the auth service: the session token and
  // the new wallet's auth share and sealed recovery share; the test opens the latter with the
  // recovery code the visitor was shown and rebuilds the private key from the two.
  const secrets: { token?: string; shares?: { address: string; authShare: string; sealedRecoveryShare: string } } = {}
  page.on('response', async (response) => {
    if (/\/v1\/auth\/email\/verify\?/.test(response.url()) && response.ok()) secrets.token = ((await response.json()) as { session: { token: string } }).session.token
  })
  page.on('request', (request) => {
    if (/\/v1\/wallet\/shares\?/.test(request.url()) && request.method() === 'PUT') secrets.shares = request.postDataJSON()
  })
  await openDemo(page)
  const email = freshEmail('secrets')
  const address = await signInWithEmail(page, modal, email)
  const code = recoveryCodeOf(email)!
  await modal.getByTestId('airlock-close').click()
  await page.getByTestId('demo-sign').click()
  await modal.getByTestId('airlock-approve-confirm').click()
  await expect(page.getByTestId('demo-sign-result')).toHaveAttribute('data-state', 'ok')

  expect(secrets.token, 'the session token the modal received').toBeTruthy()
  expect(secrets.shares?.address).toBe(address)
  const { authShare, sealedRecoveryShare } = secrets.shares!
  const recoveryBytes = await openRecoveryShare(code, sealedRecoveryShare, recoveryContext(`email:${email}`, 'secp256k1', address))
  const recoveryShare = Buffer.from(recoveryBytes).toString('base64')
  const privateKey = bytesToHex(await combine([base64ToBytes(authShare), recoveryBytes])) as Hex
  // The rebuilt key is the wallet's: the needles below are the real secrets.
  expect(privateKeyToAccount(privateKey).address).toBe(address)
  const needles = {
    privateKey: privateKey.slice(2),
    authShare,
    recoveryShare,
    authShareHex: Buffer.from(authShare, 'base64').toString('hex'),
    recoveryShareHex: Buffer.from(recoveryShare, 'base64').toString('hex'),
    token: secrets.token!,
    recoveryCode: code,
    recoveryCodeBare: code.replace(/-/g, ''),
  }

  const bridge = (await hostPageSaw(page)).join('\n')
  expect(bridge, 'the recorder saw the bridge traffic').toContain(address)
  const places = { bridge, storage: await hostStorage(page), heap: await hostHeap(page) }
  for (const [where, haystack] of Object.entries(places)) {
    for (const [what, needle] of Object.entries(needles)) {
      expect(haystack.toLowerCase().includes(needle.toLowerCase()), `${what} in the host page's ${where}`).toBe(false)
    }
  }
  // The search can find things: the public address is on the bridge and in the heap.
  expect(places.heap.toLowerCase()).toContain(address.slice(2).toLowerCase())
})
