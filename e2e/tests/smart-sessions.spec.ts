import { parseEther, type Address, type Hex } from 'viem'
import { freshEmail } from '../fixtures/embeddedFlows'
import { chainClient, openSmartAccountPage, settledCallsStatus, signInOnTestPage, startRequest } from '../fixtures/smartAccountFlows'
import { expect, expectModalShown, test } from '../fixtures/test'

const chain1 = chainClient(1)
const freshAddress = (): Address => `0x${Array.from(crypto.getRandomValues(new Uint8Array(20)), (b) => b.toString(16).padStart(2, '0')).join('')}`
type Answer = { result?: unknown; code?: number; message?: string }
const call = (page: import('@playwright/test').Page, args: object) => page.evaluate((a) => (window as unknown as { call(a: unknown): Promise<Answer> }).call(a), args)

test.use({ allowedConsoleErrors: [/^console\.error: Failed to load resource: the server responded with a status of 404 .*\/v1\/wallet\/shares\?/] })

test('smart sessions are off by default: wallet_grantPermissions is not allowed', async ({ page, modal }) => {
  await openSmartAccountPage(page, 'aa-no-sessions.html')
  await signInOnTestPage(page, modal, freshEmail('aa-nosess'))
  const answer = await call(page, { method: 'wallet_grantPermissions', params: [{ chainId: '0x1', expiry: Math.floor(Date.now() / 1000) + 600, permissions: [{ type: 'native-token-transfer', data: { allowance: '0x1' } }] }] })
  expect(answer).toEqual({ code: 4200, message: 'Requested RPC call is not allowed' })
})

test('a smart session: grant (limits in plain words), use within them without a prompt, exceed (refused, nothing moves), revoke (then refused)', async ({ page, modal }) => {
  await openSmartAccountPage(page, 'aa-sessions.html', { features: { smartSessions: true } })
  const address = await signInOnTestPage(page, modal, freshEmail('aa-sess'))
  await modal.getByTestId('airlock-close').click()
  await chain1.request({ method: 'anvil_setBalance' as never, params: [address, `0x${parseEther('1').toString(16)}`] as never })

  const expiry = Math.floor(Date.now() / 1000) + 3600
  const grant = await startRequest(page, { method: 'wallet_grantPermissions', params: [{ chainId: '0x1', expiry, permissions: [{ type: 'native-token-transfer', data: { allowance: `0x${parseEther('0.01').toString(16)}` } }] }] })
  await expect(modal.getByTestId('airlock-approve')).toHaveAttribute('data-method', 'wallet_grantPermissions')
  await expect(modal.getByTestId('airlock-permission-limit-0')).toHaveText('May send up to 0.01 ETH in total, to any address.')
  await expect(modal.getByTestId('airlock-permission-limit-1')).toContainText(/^Until .+ \(in 60 min\)\. It ends earlier if you revoke it\.$/)
  await expect(modal.getByTestId('airlock-permission-limit-2')).toHaveText('Anything beyond these limits is refused without asking you.')
  await modal.getByTestId('airlock-approve-confirm').click()
  const granted = (await grant.settle()).result as { context: Hex; address: string; expiry: number; chainId: string }
  expect(granted).toMatchObject({ address, expiry, chainId: '0x1' })
  expect(granted.context).toMatch(/^0x[0-9a-f]{64}$/)
  await expectModalShown(page, false)

  const to = freshAddress()
  const underGrant = (value: bigint) => ({ method: 'wallet_sendCalls', params: [{ version: '2.0.0', chainId: '0x1', from: address, calls: [{ to, value: `0x${value.toString(16)}` }], capabilities: { permissions: { context: granted.context } } }] })
  // Within the limits: no prompt, the batch lands.
  const used = await call(page, underGrant(parseEther('0.006')))
  expect(used.code).toBeUndefined()
  expect((await settledCallsStatus(page, (used.result as { id: string }).id)).status).toBe(200)
  expect(await chain1.getBalance({ address: to })).toBe(parseEther('0.006'))
  await expectModalShown(page, false)

  // Beyond them (0.006 + 0.006 > 0.01): refused without a prompt, nothing sent.
  expect(await call(page, underGrant(parseEther('0.006')))).toEqual({ code: 4100, message: "Call 1 sends more than the permission's native allowance." })
  await expectModalShown(page, false)
  expect(await chain1.getBalance({ address: to })).toBe(parseEther('0.006'))

  // Revoking needs the visitor; afterwards even a small batch is refused.
  const revoke = await startRequest(page, { method: 'wallet_revokePermissions', params: [{ permissionsContext: granted.context }] })
  await expect(modal.getByTestId('airlock-approve')).toHaveAttribute('data-method', 'wallet_revokePermissions')
  await modal.getByTestId('airlock-approve-confirm').click()
  expect(await revoke.settle()).toEqual({ result: null })
  expect(await call(page, underGrant(1n))).toEqual({ code: 4100, message: 'No such permission for this account (revoked or never granted).' })
  expect(await chain1.getBalance({ address: to })).toBe(parseEther('0.006'))
})
