import { encodeFunctionData, erc20Abi, getAddress, parseEther, type Address, type Hex } from 'viem'
import { entryPoint07Address } from 'viem/account-abstraction'
import { tokenAddress } from '../../services/fixtures/contracts/tokenAddress'
import { freshEmail } from '../fixtures/embeddedFlows'
import { chainClient, fundToken, holdings, openSmartAccountPage, settledCallsStatus, signInOnTestPage, startRequest } from '../fixtures/smartAccountFlows'
import { expect, expectModalShown, test, urls } from '../fixtures/test'

const chain1 = chainClient(1)
const token = tokenAddress()
const freshAddress = (): Address => `0x${Array.from(crypto.getRandomValues(new Uint8Array(20)), (b) => b.toString(16).padStart(2, '0')).join('')}`
const transfer = (to: Address, amount: bigint) => ({ to: token, data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, amount] }) })
const approve = (spender: Address, amount: bigint) => ({ to: token, data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [spender, amount] }) })
const tokenBalance = (address: Address) => chain1.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [address] })
const setEth = (address: Address, wei: bigint) => chain1.request({ method: 'anvil_setBalance' as never, params: [address, `0x${wei.toString(16)}`] as never })

test('EIP-5792: capabilities, then an ERC-20 approve + transfer in one wallet_sendCalls lands as one user operation with its status and receipt', async ({ page, modal }) => {
  await openSmartAccountPage(page, 'aa-calls.html')
  const address = await signInOnTestPage(page, modal, freshEmail('aa-calls'))
  await modal.getByTestId('airlock-close').click()

  expect(await page.evaluate(() => (window as unknown as { call(a: unknown): Promise<unknown> }).call({ method: 'wallet_getCapabilities', params: [] }))).toEqual({
    code: -32602,
    message: 'Missing address parameter in `wallet_getCapabilities` request',
  })
  const capabilities = await page.evaluate((a) => (window as unknown as { call(a: unknown): Promise<unknown> }).call({ method: 'wallet_getCapabilities', params: [a] }), address)
  expect(capabilities).toEqual({ result: { '0x1': { atomic: { status: 'supported' }, paymasterService: { supported: true } }, '0x2105': { atomic: { status: 'supported' }, paymasterService: { supported: true } } } })

  await setEth(address, parseEther('1'))
  await fundToken(1, address, 100n)
  const spender = freshAddress()
  const to = freshAddress()
  const send = await startRequest(page, { method: 'wallet_sendCalls', params: [{ version: '2.0.0', chainId: '0x1', from: address, atomicRequired: true, calls: [approve(spender, 5n), transfer(to, 7n)] }] })
  await expect(modal.getByTestId('airlock-approve')).toHaveAttribute('data-method', 'wallet_sendCalls')
  await expect(modal.getByTestId('airlock-approve-call-count')).toContainText('2')
  // Decoded: the approval names its spender, the transfer its recipient, each with the amount.
  await expect(modal.getByTestId('airlock-approve-call-0')).toContainText(`Spender ${getAddress(spender)}Amount (base units) 5`)
  await expect(modal.getByTestId('airlock-approve-call-1')).toContainText(`${getAddress(to)}Amount (base units) 7`)
  await modal.getByTestId('airlock-approve-confirm').click()
  const { result } = (await send.settle()) as { result: { id: Hex } }
  expect(result.id).toMatch(/^0x[0-9a-f]{64}$/)

  const status = await settledCallsStatus(page, result.id)
  expect(status.status).toBe(200)
  expect(status.receipts).toHaveLength(1)
  const receipt = await chain1.getTransactionReceipt({ hash: status.receipts![0]!.transactionHash })
  expect(receipt.to?.toLowerCase()).toBe(entryPoint07Address.toLowerCase())
  expect(await chain1.readContract({ address: token, abi: erc20Abi, functionName: 'allowance', args: [address, spender] })).toBe(5n)
  expect(await tokenBalance(to)).toBe(7n)
  expect(await tokenBalance(address)).toBe(93n)

  // wallet_showCallsStatus: the wallet's own status view opens on that batch.
  expect(await page.evaluate((id) => (window as unknown as { call(a: unknown): Promise<unknown> }).call({ method: 'wallet_showCallsStatus', params: [id] }), result.id)).toEqual({ result: null })
  await expectModalShown(page, true)
  await expect(modal.getByTestId('airlock-calls-status')).toHaveAttribute('data-status', '200')
  await expect(modal.getByTestId('airlock-calls-status-text')).toHaveText('Confirmed: every call took effect')
  await expect(modal.getByTestId('airlock-calls-status-tx')).toHaveText(status.receipts![0]!.transactionHash)
  expect(await page.evaluate(() => (window as unknown as { call(a: unknown): Promise<unknown> }).call({ method: 'wallet_showCallsStatus', params: [`0x${'00'.repeat(32)}`] }))).toEqual({ code: 5730, message: 'Unknown calls id' })
})

test('EIP-5792 is atomic: a batch whose second call fails moves nothing, the first call included', async ({ page, modal }) => {
  await openSmartAccountPage(page, 'aa-atomic.html')
  const address = await signInOnTestPage(page, modal, freshEmail('aa-atomic'))
  await modal.getByTestId('airlock-close').click()
  await setEth(address, parseEther('1'))
  await fundToken(1, address, 10n)
  const to = freshAddress()
  // The first transfer alone would succeed; the second asks for more than the account holds.
  const send = await startRequest(page, { method: 'wallet_sendCalls', params: [{ version: '2.0.0', chainId: '0x1', from: address, atomicRequired: true, calls: [transfer(to, 3n), transfer(to, 1_000n)] }] })
  await modal.getByTestId('airlock-approve-confirm').click()
  const answer = await send.settle()
  expect(answer.result).toBeUndefined()
  expect(answer.message).toMatch(/revert/i)
  expect(await tokenBalance(to)).toBe(0n)
  expect(await tokenBalance(address)).toBe(10n)
  expect(await chain1.getCode({ address })).toBeUndefined()
})

test('a sponsored batch (paymasterService) lands and leaves the account\'s ETH untouched: the paymaster pays', async ({ page, modal }) => {
  await openSmartAccountPage(page, 'aa-sponsored.html')
  const address = await signInOnTestPage(page, modal, freshEmail('aa-sponsored'))
  await modal.getByTestId('airlock-close').click()
  await setEth(address, parseEther('0.5'))
  await fundToken(1, address, 20n)
  const to = freshAddress()
  const send = await startRequest(page, {
    method: 'wallet_sendCalls',
    params: [{ version: '2.0.0', chainId: '0x1', from: address, calls: [transfer(to, 20n)], capabilities: { paymasterService: { url: urls.paymaster } } }],
  })
  await modal.getByTestId('airlock-approve-confirm').click()
  const { result } = (await send.settle()) as { result: { id: Hex } }
  expect((await settledCallsStatus(page, result.id)).status).toBe(200)
  expect(await tokenBalance(to)).toBe(20n)
  expect(await holdings(chain1, address)).toBe(parseEther('0.5'))
  expect(await chain1.getBalance({ address })).toBe(parseEther('0.5'))
})

test("a sponsored batch over the visitor's sponsorship cap is refused: the modal says why, the dapp gets the same error, nothing lands", async ({ page, modal }) => {
  // airlock-sponsor-capped sponsors at most 0.000001 ETH per account a day: less than any operation.
  await openSmartAccountPage(page, 'aa-capped.html', { projectId: 'airlock-sponsor-capped' })
  const address = await signInOnTestPage(page, modal, freshEmail('aa-capped'))
  await modal.getByTestId('airlock-close').click()
  await fundToken(1, address, 20n)
  const to = freshAddress()
  const send = await startRequest(page, {
    method: 'wallet_sendCalls',
    // The dapp's context names the demo project, which sponsors freely: the modal sends its own project instead.
    params: [{ version: '2.0.0', chainId: '0x1', from: address, calls: [transfer(to, 20n)], capabilities: { paymasterService: { url: urls.paymaster, context: { projectId: 'airlock-demo' } } } }],
  })
  await modal.getByTestId('airlock-approve-confirm').click()
  expect(await send.settle()).toEqual({ code: -32001, message: 'Gas sponsorship limit reached for this account. Try again later.' })
  // The approved batch had closed the modal: it opens again to tell the visitor.
  await expectModalShown(page, true)
  await expect(modal.getByTestId('airlock-toast')).toContainText('Gas sponsorship limit reached for this account. Try again later.')
  expect(await tokenBalance(to)).toBe(0n)
  expect(await tokenBalance(address)).toBe(20n)
  expect(await chain1.getCode({ address })).toBeUndefined()
})
