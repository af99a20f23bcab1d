import { ed25519 } from '@noble/curves/ed25519.js'
import { PublicKey } from '@solana/web3.js'
import { base58 } from '../../shared/solana/base58'
import { freshEmail, enterEmailCode } from '../fixtures/embeddedFlows'
import { startSiwxDappServer, type SiwxDappServer } from '../fixtures/siwxDappServer'
import { SOLANA_DEVNET, openSolanaDapp } from '../fixtures/solanaPages'
import { expect, test } from '../fixtures/test'

// The dapp server answers the tampered login 401, as the test expects.
test.use({ allowedConsoleErrors: [/^console\.error: Failed to load resource: the server responded with a status of 401 \(Unauthorized\) \(http:\/\/127\.0\.0\.1:\d+\/login\)/] })

let dapp: SiwxDappServer
test.beforeAll(async () => {
  dapp = await startSiwxDappServer()
})
test.afterAll(async () => dapp?.close())

type Session = { message: string; signature: string; data: { chainId: string; accountAddress: string } } | null
type Win = { modal: { getState(): { namespace?: string; caipNetworkId?: string }; provider: { request(a: unknown): Promise<Session> } } }

test('a Solana dapp with required sign-in connects through Wallet Standard on Solana: the CAIP-122 message names the Solana address and cluster, the ed25519 key signs it and the dapp server verifies it', async ({ page, modal }) => {
  test.setTimeout(120_000)
  await openSolanaDapp(page, { options: { siwx: { required: true } } })
  const email = freshEmail('siwx-solana')
  await page.getByTestId('dapp-wallet').filter({ hasText: 'Airlock' }).click()
  // docs/state-rules.md#networks: the dapp connects through its Solana provider, so the modal connects on Solana.
  await expect.poll(() => page.evaluate(() => (window as unknown as Win).modal.getState().caipNetworkId)).toBe(SOLANA_DEVNET)
  await enterEmailCode(modal, email)

  // The sign-in view asks for the Solana account the dapp connected, on the Solana network.
  await expect(modal.getByTestId('airlock-siwx')).toBeVisible({ timeout: 20_000 })
  await expect(page.getByTestId('dapp-connect-result')).toHaveAttribute('data-state', 'ok', { timeout: 20_000 })
  const address = (await page.getByTestId('dapp-account').textContent())!.trim()
  expect(address).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/)
  await expect(modal.getByTestId('airlock-siwx-account')).toHaveText(`${address.slice(0, 4)}…${address.slice(-6)}`)
  expect(await page.evaluate(() => (window as unknown as Win).modal.getState())).toMatchObject({ namespace: 'solana', caipNetworkId: SOLANA_DEVNET })
  await modal.getByTestId('airlock-approve-confirm').click()

  const readSession = () => page.evaluate(() => (window as unknown as Win).modal.provider.request({ method: 'airlock_siwx_getSession' }))
  await expect.poll(readSession, { timeout: 20_000 }).not.toBeNull()
  const session = await readSession()
  expect(session!.data.chainId).toBe(SOLANA_DEVNET)
  expect(session!.message).toContain(`wants you to sign in with your Solana account:\n${address}\n`)
  expect(session!.message).toContain(`Chain ID: ${SOLANA_DEVNET.split(':')[1]}`)
  expect(session!.message).not.toMatch(/0x[0-9a-fA-F]{40}/)
  // The signature (base58, as Solana wallets give it) is the ed25519 key's over the exact message bytes.
  const signature = base58.decode(session!.signature)
  expect(signature).toHaveLength(64)
  const key = new PublicKey(address).toBytes()
  expect(ed25519.verify(signature, new TextEncoder().encode(session!.message), key)).toBe(true)
  expect(ed25519.verify(signature, new TextEncoder().encode(`${session!.message} `), key)).toBe(false)

  // The dapp's server checks it with the documented helper, and refuses it once tampered with.
  const login = (body: unknown) =>
    page.evaluate(({ url, body }) => fetch(`${url}/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }).then((r) => r.json()), { url: dapp.url, body })
  expect(await login({ message: session!.message, signature: session!.signature })).toEqual({ address })
  expect(dapp.logins.at(-1)).toEqual({ ok: true, address })
  await login({ message: session!.message.replace('Solana account', 'Solana  account'), signature: session!.signature })
  expect(dapp.logins.at(-1)?.ok).toBe(false)
})
