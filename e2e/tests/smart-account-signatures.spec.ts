import type { Page } from '@playwright/test'
import { parseEther, parseErc6492Signature, type Address, type Hex } from 'viem'
import { freshEmail, enterEmailCode } from '../fixtures/embeddedFlows'
import { chainClient, openSmartAccountPage, settledCallsStatus, signInOnTestPage, startAtBaseFee, startRequest } from '../fixtures/smartAccountFlows'
import { expect, expectModalShown, test } from '../fixtures/test'

const chain1 = chainClient(1)
const freshAddress = (): Address => `0x${Array.from(crypto.getRandomValues(new Uint8Array(20)), (b) => b.toString(16).padStart(2, '0')).join('')}`
type Answer = { result?: unknown; code?: number; message?: string }
const call = (page: Page, args: object) => page.evaluate((a) => (window as unknown as { call(a: unknown): Promise<Answer> }).call(a), args)

const typedData = {
  domain: { name: 'Airlock Mail', version: '1', chainId: 1, verifyingContract: '0x000000000000000000000000000000000000cafe' },
  types: { Mail: [{ name: 'to', type: 'address' }, { name: 'contents', type: 'string' }] },
  primaryType: 'Mail',
  message: { to: '0x000000000000000000000000000000000000dEaD', contents: 'Hello from a smart account' },
} as const
const typedJson = JSON.stringify({ ...typedData, types: { EIP712Domain: [{ name: 'name', type: 'string' }, { name: 'version', type: 'string' }, { name: 'chainId', type: 'uint256' }, { name: 'verifyingContract', type: 'address' }], ...typedData.types } })

/** Asks for a signature, approves it in the modal and answers the signature. */
async function approvedSignature(page: Page, modal: ReturnType<Page['frameLocator']>, args: { method: string; params: unknown[] }): Promise<Hex> {
  const request = await startRequest(page, args)
  await expect(modal.getByTestId('airlock-approve')).toHaveAttribute('data-method', args.method)
  await modal.getByTestId('airlock-approve-confirm').click()
  const answer = await request.settle()
  expect(answer.code).toBeUndefined()
  return answer.result as Hex
}

test('the smart account signs messages and typed data: ERC-6492 while undeployed, ERC-1271 once deployed, both verify with viem on anvil', async ({ page, modal }) => {
  await openSmartAccountPage(page, 'aa-signatures.html')
  const address = await signInOnTestPage(page, modal, freshEmail('aa-sig'))
  await expect(modal.getByTestId('airlock-account-type-name')).toHaveText('Smart account')
  await modal.getByTestId('airlock-close').click()
  expect(await chain1.getCode({ address })).toBeUndefined()

  const message = 'Sign in to the Airlock e2e run'
  const wrapped = await approvedSignature(page, modal, { method: 'personal_sign', params: [`0x${Buffer.from(message).toString('hex')}`, address] })
  // Undeployed: viem wrapped the account's signature with the factory call (ERC-6492 magic suffix).
  expect(wrapped.endsWith('6492649264926492649264926492649264926492649264926492649264926492')).toBe(true)
  expect(parseErc6492Signature(wrapped).address).toMatch(/^0x[0-9a-fA-F]{40}$/)
  expect(await chain1.verifyMessage({ address, message, signature: wrapped })).toBe(true)
  expect(await chain1.verifyMessage({ address, message: `${message}!`, signature: wrapped })).toBe(false)
  const typedWrapped = await approvedSignature(page, modal, { method: 'eth_signTypedData_v4', params: [address, typedJson] })
  expect(await chain1.verifyTypedData({ address, ...typedData, signature: typedWrapped })).toBe(true)
  // Still nothing on chain: signing deploys nothing.
  expect(await chain1.getCode({ address })).toBeUndefined()

  // Deploy it by sending: the first user operation creates the account.
  await chain1.request({ method: 'anvil_setBalance' as never, params: [address, `0x${parseEther('1').toString(16)}`] as never })
  await approvedSignature(page, modal, { method: 'eth_sendTransaction', params: [{ from: address, to: freshAddress(), value: '0x1' }] })
  expect((await chain1.getCode({ address }))?.length).toBeGreaterThan(2)

  const plain = await approvedSignature(page, modal, { method: 'personal_sign', params: [`0x${Buffer.from(message).toString('hex')}`, address] })
  expect(plain).toMatch(/^0x[0-9a-f]{130}$/)
  expect(await chain1.verifyMessage({ address, message, signature: plain })).toBe(true)
  const typed = await approvedSignature(page, modal, { method: 'eth_signTypedData_v4', params: [address, typedJson] })
  expect(typed).toMatch(/^0x[0-9a-f]{130}$/)
  expect(await chain1.verifyTypedData({ address, ...typedData, signature: typed })).toBe(true)
  expect(await chain1.verifyTypedData({ address, ...typedData, message: { ...typedData.message, contents: 'changed' }, signature: typed })).toBe(false)
})

test('an undeployed smart account registers a name: the data service verifies its ERC-6492 signature', async ({ page, modal }) => {
  await openSmartAccountPage(page, 'aa-names.html')
  const address = await signInOnTestPage(page, modal, freshEmail('aa-name'))
  expect(await chain1.getCode({ address })).toBeUndefined()
  await modal.getByTestId('airlock-account-choose-name').click()
  const mine = `aa-${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`
  await modal.getByTestId('airlock-register-name-input').fill(mine)
  await expect(modal.getByTestId('airlock-register-name-status')).toHaveText(`${mine}.airlock is available`)
  await modal.getByTestId('airlock-register-name-submit').click()
  // Register for the typed name was the review: no second approval in the modal (issue 35 #2).
  await expect(modal.getByTestId('airlock-register-name-registered')).toHaveText(`${mine}.airlock`, { timeout: 15_000 })
})

test('sign-in with a smart account: the data service accepts the session and its signature verifies with viem', async ({ page, modal }) => {
  await openSmartAccountPage(page, 'aa-siwx.html', { siwx: { required: true } })
  await page.locator('#opener').click()
  await enterEmailCode(modal, freshEmail('aa-siwx'))
  await expect(modal.getByTestId('airlock-siwx')).toBeVisible({ timeout: 20_000 })
  await modal.getByTestId('airlock-approve-confirm').click()
  await expectModalShown(page, false)
  const { result: accounts } = await call(page, { method: 'eth_accounts' })
  const address = (accounts as Address[])[0]!
  expect(await chain1.getCode({ address })).toBeUndefined()
  const session = (await call(page, { method: 'airlock_siwx_getSession' })).result as { message: string; signature: Hex }
  expect(session.message).toContain(`with your Ethereum account:\n${address}\n`)
  expect(await chain1.verifyMessage({ address, message: session.message, signature: session.signature })).toBe(true)
})

test('smart-session grants survive a reload of the page and are still enforced: spend booked before the reload counts, expiry holds', async ({ page, modal }) => {
  // A sign-in, four user operations, a reload and the wait for the short grant's expiry.
  test.setTimeout(180_000)
  await openSmartAccountPage(page, 'aa-sessions-reload.html', { features: { smartSessions: true } })
  const address = await signInOnTestPage(page, modal, freshEmail('aa-sess-reload'))
  await modal.getByTestId('airlock-close').click()
  await chain1.request({ method: 'anvil_setBalance' as never, params: [address, `0x${parseEther('1').toString(16)}`] as never })
  await startAtBaseFee(chain1)
  // The allowances leave room for gas (at the base fee just set): the operations are unsponsored, and their gas counts against the grant.
  const grant = await startRequest(page, { method: 'wallet_grantPermissions', params: [{ chainId: '0x1', expiry: Math.floor(Date.now() / 1000) + 3600, permissions: [{ type: 'native-token-transfer', data: { allowance: `0x${parseEther('0.03').toString(16)}` } }] }] })
  await expect(modal.getByTestId('airlock-approve')).toHaveAttribute('data-method', 'wallet_grantPermissions')
  await modal.getByTestId('airlock-approve-confirm').click()
  const { context } = (await grant.settle()).result as { context: Hex }
  // A second, short grant: its expiry must still hold after the reload. 40 s leaves room for a
  // user operation, a reload and one more on a loaded machine before it is used below.
  const shortExpiry = Math.floor(Date.now() / 1000) + 40
  const short = await startRequest(page, { method: 'wallet_grantPermissions', params: [{ chainId: '0x1', expiry: shortExpiry, permissions: [{ type: 'native-token-transfer', data: { allowance: `0x${parseEther('0.005').toString(16)}` } }] }] })
  await expect(modal.getByTestId('airlock-approve')).toHaveAttribute('data-method', 'wallet_grantPermissions')
  await modal.getByTestId('airlock-approve-confirm').click()
  const shortContext = ((await short.settle()).result as { context: Hex }).context
  const to = freshAddress()
  const sendUnder = (ctx: Hex, value: bigint) => ({ method: 'wallet_sendCalls', params: [{ version: '2.0.0', chainId: '0x1', from: address, calls: [{ to, value: `0x${value.toString(16)}` }], capabilities: { permissions: { context: ctx } } }] })
  const underGrant = (value: bigint) => sendUnder(context, value)
  const used = await call(page, underGrant(parseEther('0.006')))
  expect((await settledCallsStatus(page, (used.result as { id: string }).id)).status).toBe(200)

  await page.reload()
  await expect.poll(async () => (await call(page, { method: 'eth_accounts' })).result, { timeout: 20_000 }).toEqual([address])
  // The short grant came back and works before its expiry (used first: its clock is running).
  const beforeExpiry = await call(page, sendUnder(shortContext, 1n))
  expect(beforeExpiry.code).toBeUndefined()
  expect((await settledCallsStatus(page, (beforeExpiry.result as { id: string }).id)).status).toBe(200)
  // The grant came back from the modal's storage with its spend: 0.025 more is over, 0.004 fits
  // without a prompt (the 0.02 left over leaves room for the gas of unsponsored operations, which
  // the grant books at their maximum fee).
  expect(await call(page, underGrant(parseEther('0.025')))).toEqual({ code: 4100, message: "Call 1 sends more than the permission's native allowance." })
  const again = await call(page, underGrant(parseEther('0.004')))
  expect(again.code).toBeUndefined()
  expect((await settledCallsStatus(page, (again.result as { id: string }).id)).status).toBe(200)
  await expectModalShown(page, false)
  expect(await chain1.getBalance({ address: to })).toBe(parseEther('0.01') + 1n)
  // Past its expiry the short grant refuses.
  await expect.poll(() => Date.now() / 1000, { timeout: 45_000, intervals: [500] }).toBeGreaterThan(shortExpiry + 1)
  expect(await call(page, sendUnder(shortContext, 1n))).toEqual({ code: 4100, message: 'The permission has expired.' })
  expect(await chain1.getBalance({ address: to })).toBe(parseEther('0.01') + 1n)
  // Nothing of the grant is in the host page's storage.
  expect(await page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }))).not.toContain(context.slice(2))
})
