import { encodeFunctionData, erc20Abi, maxUint256, parseAbi, parseEther, type Address, type Hex } from 'viem'
import { entryPoint07Address } from 'viem/account-abstraction'
import { tokenAddress as deployedToken } from '../../services/fixtures/contracts/tokenAddress'
import { freshEmail } from '../fixtures/embeddedFlows'
import { chainClient, openSmartAccountPage, settledCallsStatus, signInOnTestPage, startAtBaseFee, startRequest } from '../fixtures/smartAccountFlows'
import { expect, expectModalShown, test, urls } from '../fixtures/test'
import { hostPage, serveTestPage } from '../fixtures/testPages'
import { installTestWallet, TEST_WALLET } from '../fixtures/testWallet'

const chain1 = chainClient(1)
const tokenAddress = deployedToken()
const freshAddress = (): Address => `0x${Array.from(crypto.getRandomValues(new Uint8Array(20)), (b) => b.toString(16).padStart(2, '0')).join('')}`
type Answer = { result?: unknown; code?: number; message?: string }
const call = (page: import('@playwright/test').Page, args: object) => page.evaluate((a) => (window as unknown as { call(a: unknown): Promise<Answer> }).call(a), args)

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
  await startAtBaseFee(chain1)

  const expiry = Math.floor(Date.now() / 1000) + 3600
  const grant = await startRequest(page, { method: 'wallet_grantPermissions', params: [{ chainId: '0x1', expiry, permissions: [{ type: 'native-token-transfer', data: { allowance: `0x${parseEther('0.05').toString(16)}` } }] }] })
  await expect(modal.getByTestId('airlock-approve')).toHaveAttribute('data-method', 'wallet_grantPermissions')
  await expect(modal.getByTestId('airlock-permission-limit-0')).toHaveText('May send up to 0.05 ETH in total, to any address.')
  await expect(modal.getByTestId('airlock-permission-limit-1')).toContainText(/^Until .+ \(in 60 min\)\. It ends earlier if you revoke it\.$/)
  await expect(modal.getByTestId('airlock-permission-limit-2')).toHaveText('Anything beyond these limits is refused without asking you.')
  await modal.getByTestId('airlock-approve-confirm').click()
  const granted = (await grant.settle()).result as { context: Hex; address: string; expiry: number; chainId: string }
  expect(granted).toMatchObject({ address, expiry, chainId: '0x1' })
  expect(granted.context).toMatch(/^0x[0-9a-f]{64}$/)
  await expectModalShown(page, false)

  const to = freshAddress()
  const underGrant = (value: bigint) => ({ method: 'wallet_sendCalls', params: [{ version: '2.0.0', chainId: '0x1', from: address, calls: [{ to, value: `0x${value.toString(16)}` }], capabilities: { permissions: { context: granted.context } } }] })
  // Within the limits: no prompt, the batch lands. The operation's gas counts against the allowance
  // too (at the base fee startAtBaseFee set): 0.002 leaves 0.048 for it.
  const used = await call(page, underGrant(parseEther('0.002')))
  expect(used.message).toBeUndefined()
  expect((await settledCallsStatus(page, (used.result as { id: string }).id)).status).toBe(200)
  expect(await chain1.getBalance({ address: to })).toBe(parseEther('0.002'))
  await expectModalShown(page, false)

  // Beyond them (0.002 + 0.049 > 0.05, whatever the gas): refused without a prompt, nothing sent.
  expect(await call(page, underGrant(parseEther('0.049')))).toEqual({ code: 4100, message: "Call 1 sends more than the permission's native allowance." })
  await expectModalShown(page, false)
  expect(await chain1.getBalance({ address: to })).toBe(parseEther('0.002'))

  // Revoking needs the visitor; afterwards even a small batch is refused.
  const revoke = await startRequest(page, { method: 'wallet_revokePermissions', params: [{ permissionsContext: granted.context }] })
  await expect(modal.getByTestId('airlock-approve')).toHaveAttribute('data-method', 'wallet_revokePermissions')
  await modal.getByTestId('airlock-approve-confirm').click()
  expect(await revoke.settle()).toEqual({ result: null })
  expect(await call(page, underGrant(1n))).toEqual({ code: 4100, message: 'No such permission for this account (revoked or never granted).' })
  expect(await chain1.getBalance({ address: to })).toBe(parseEther('0.002'))
})

// Issue 33 (grants): an attacker's dapp holding a grant must not widen it into control of the account or its money.

const grantOf = (permissions: object[]) => ({ method: 'wallet_grantPermissions', params: [{ chainId: '0x1', expiry: Math.floor(Date.now() / 1000) + 3600, permissions }] })
const refusedTarget = (target: string) => ({ code: -32602, message: `wallet_grantPermissions: a permission may not name ${target.toLowerCase()} (the smart account itself, the EntryPoint or a paymaster)` })

test('attacker: a grant naming the smart account itself or the EntryPoint is refused, the visitor sees why and nothing is granted', async ({ page, modal }) => {
  await openSmartAccountPage(page, 'aa-sessions-self.html', { features: { smartSessions: true } })
  const address = await signInOnTestPage(page, modal, freshEmail('aa-self'))
  await modal.getByTestId('airlock-close').click()
  for (const target of [address, entryPoint07Address]) {
    const grant = await startRequest(page, grantOf([{ type: 'native-token-transfer', data: { allowance: '0x1' } }, { type: 'contract-call', data: { address: target } }]))
    await expect(modal.getByTestId('airlock-approve')).toHaveAttribute('data-method', 'wallet_grantPermissions')
    await expect(modal.getByTestId('airlock-permission-invalid')).toContainText(`a permission may not name ${target.toLowerCase()}`)
    // Even a visitor who approves it anyway grants nothing.
    await modal.getByTestId('airlock-approve-confirm').click()
    expect(await grant.settle()).toEqual(refusedTarget(target))
  }
})

test('attacker: under a grant on a token, approve(attacker, max), transfer, upgradeToAndCall and a call to the account itself are refused without a prompt, and nothing changes on chain', async ({ page, modal }) => {
  await openSmartAccountPage(page, 'aa-sessions-widen.html', { features: { smartSessions: true } })
  const address = await signInOnTestPage(page, modal, freshEmail('aa-widen'))
  await modal.getByTestId('airlock-close').click()
  await chain1.request({ method: 'anvil_setBalance' as never, params: [address, `0x${parseEther('1').toString(16)}`] as never })
  await startAtBaseFee(chain1)
  const grant = await startRequest(page, grantOf([{ type: 'native-token-transfer', data: { allowance: `0x${parseEther('0.01').toString(16)}` } }, { type: 'contract-call', data: { address: tokenAddress } }]))
  await modal.getByTestId('airlock-approve-confirm').click()
  const { context } = (await grant.settle()).result as { context: Hex }
  await expectModalShown(page, false)

  const attacker = freshAddress()
  const underGrant = (to: Address, data: Hex) => ({ method: 'wallet_sendCalls', params: [{ version: '2.0.0', chainId: '0x1', from: address, calls: [{ to, data }], capabilities: { permissions: { context } } }] })
  const approve = encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [attacker, maxUint256] })
  const upgrade = encodeFunctionData({ abi: parseAbi(['function upgradeToAndCall(address,bytes)']), functionName: 'upgradeToAndCall', args: [attacker, '0x'] })
  expect(await call(page, underGrant(tokenAddress, approve))).toEqual({ code: 4100, message: 'Call 1 is approve, which no permission covers: ask for it without the permission.' })
  expect(await call(page, underGrant(tokenAddress, upgrade))).toEqual({ code: 4100, message: 'Call 1 is upgradeToAndCall, which no permission covers: ask for it without the permission.' })
  expect(await call(page, underGrant(address, upgrade))).toMatchObject({ code: 4100, message: expect.stringContaining('which no permission covers') })
  // "May call the contract" is not "may move every unit of it": the token's transfer needs a token permission.
  const drain = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [attacker, 1n] })
  expect(await call(page, underGrant(tokenAddress, drain))).toEqual({ code: 4100, message: "Call 1 is transfer, which moves tokens: only a token permission's allowance covers a transfer." })
  await expectModalShown(page, false)
  expect(await chain1.readContract({ address: tokenAddress, abi: erc20Abi, functionName: 'allowance', args: [address, attacker] })).toBe(0n)
  // Nothing was sent: the account was never even deployed.
  expect(await chain1.getCode({ address })).toBeUndefined()
})

test("attacker: two tabs of one browser can't overspend a grant together, and a revoke in one tab holds in the other", async ({ page, modal }) => {
  await openSmartAccountPage(page, 'aa-sessions-tabs.html', { features: { smartSessions: true } })
  const address = await signInOnTestPage(page, modal, freshEmail('aa-tabs'))
  await modal.getByTestId('airlock-close').click()
  await chain1.request({ method: 'anvil_setBalance' as never, params: [address, `0x${parseEther('1').toString(16)}`] as never })
  await startAtBaseFee(chain1)
  const grant = await startRequest(page, grantOf([{ type: 'native-token-transfer', data: { allowance: `0x${parseEther('0.2').toString(16)}` } }]))
  await modal.getByTestId('airlock-approve-confirm').click()
  const { context } = (await grant.settle()).result as { context: Hex }

  // The same dapp in a second tab: the modal restores the same embedded wallet.
  const other = await page.context().newPage()
  await openSmartAccountPage(other, 'aa-sessions-tabs.html', { features: { smartSessions: true } })
  await expect.poll(async () => (await call(other, { method: 'eth_accounts' })).result, { timeout: 20_000 }).toEqual([address])

  const to = freshAddress()
  const spend = (value: bigint) => ({ method: 'wallet_sendCalls', params: [{ version: '2.0.0', chainId: '0x1', from: address, calls: [{ to, value: `0x${value.toString(16)}` }], capabilities: { permissions: { context } } }] })
  // The second tab uses the grant first, so both tabs have read it; then each tab asks for 0.11,
  // more than half of what is left: the first goes, the second is refused (the old per-tab copies
  // let both go). Each operation's gas counts against the allowance too (at the base fee
  // startAtBaseFee set), so the amounts leave it room: 0.089 for both.
  const first = await call(other, spend(parseEther('0.001')))
  expect((await settledCallsStatus(other, (first.result as { id: string }).id)).status).toBe(200)
  const fromFirstTab = await call(page, spend(parseEther('0.11')))
  expect(fromFirstTab.message).toBeUndefined()
  expect((await settledCallsStatus(page, (fromFirstTab.result as { id: string }).id)).status).toBe(200)
  expect(await call(other, spend(parseEther('0.11')))).toEqual({ code: 4100, message: "Call 1 sends more than the permission's native allowance." })
  await expectModalShown(other, false)
  expect(await chain1.getBalance({ address: to })).toBe(parseEther('0.111'))

  // The second tab revokes; the first tab (which used the grant last) can't bring it back.
  const revoke = await startRequest(other, { method: 'wallet_revokePermissions', params: [{ permissionsContext: context }] })
  await other.frameLocator('iframe[data-airlock="iframe"]').getByTestId('airlock-approve-confirm').click()
  expect(await revoke.settle()).toEqual({ result: null })
  expect(await call(page, spend(1n))).toEqual({ code: 4100, message: 'No such permission for this account (revoked or never granted).' })
  await page.reload()
  await expect.poll(async () => (await call(page, { method: 'eth_accounts' })).result, { timeout: 20_000 }).toEqual([address])
  expect(await call(page, spend(1n))).toEqual({ code: 4100, message: 'No such permission for this account (revoked or never granted).' })
  expect(await chain1.getBalance({ address: to })).toBe(parseEther('0.111'))
  await other.close()
})

test('attacker: with an injected wallet, a batch carrying any permissions.context still shows the approval', async ({ page, modal }) => {
  await installTestWallet(page)
  await page.goto(await serveTestPage(page, urls.demo, '__t/sessions-injected.html', hostPage(JSON.stringify({ features: { smartSessions: true } }))))
  await page.locator('#opener').click()
  await modal.getByTestId(`airlock-connector-${TEST_WALLET.rdns}`).click()
  await expect.poll(() => page.evaluate(() => (window as unknown as { modal: { getState(): { status: string } } }).modal.getState().status)).toBe('connected')
  await expectModalShown(page, false)
  const from = ((await call(page, { method: 'eth_accounts' })).result as Address[])[0]!
  const batch = await startRequest(page, { method: 'wallet_sendCalls', params: [{ version: '2.0.0', chainId: '0x1', from, calls: [{ to: freshAddress(), value: '0xde0b6b3a7640000' }], capabilities: { permissions: { context: `0x${'c0'.repeat(32)}` } } }] })
  await expectModalShown(page, true)
  await expect(modal.getByTestId('airlock-approve')).toHaveAttribute('data-method', 'wallet_sendCalls')
  await modal.getByTestId('airlock-approve-reject').click()
  expect(await batch.settle()).toMatchObject({ code: 4001 })
})
