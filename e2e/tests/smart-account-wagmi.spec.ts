import { encodeFunctionData, erc20Abi, parseEther, type Address, type Hex } from 'viem'
import { tokenAddress } from '../../services/fixtures/contracts/tokenAddress'
import { freshEmail, enterEmailCode } from '../fixtures/embeddedFlows'
import { chainClient, fundToken } from '../fixtures/smartAccountFlows'
import { expect, test, urls } from '../fixtures/test'
import { serveTestPage } from '../fixtures/testPages'
import { wagmiDappPage } from '../fixtures/wagmiDapp'

const chain1 = chainClient(1)
const token = tokenAddress()

test('a wagmi dapp works unchanged: it connects by EIP-6963, useCapabilities sees atomic batches, useSendCalls sends one user operation and useWaitForCallsStatus sees it land', async ({ page, modal }) => {
  await page.goto(await serveTestPage(page, urls.demo, '__t/wagmi.html', await wagmiDappPage()))
  await expect(page.locator('#wagmi-connect')).toBeEnabled()

  const email = freshEmail('aa-wagmi')
  await page.locator('#wagmi-connect').click()
  await enterEmailCode(modal, email)
  await expect(page.locator('#wagmi-address')).toHaveAttribute('data-status', 'connected', { timeout: 20_000 })
  const address = (await page.locator('#wagmi-address').textContent()) as Address
  expect(await chain1.getCode({ address })).toBeUndefined()

  await expect(page.locator('#wagmi-capabilities')).toHaveAttribute('data-state', 'success')
  const capabilities = JSON.parse((await page.locator('#wagmi-capabilities').textContent())!) as Record<string, { atomic?: { status: string }; paymasterService?: { supported: boolean } }>
  expect(capabilities['1']?.atomic?.status ?? capabilities['0x1']?.atomic?.status).toBe('supported')
  expect(capabilities['8453']?.paymasterService?.supported ?? capabilities['0x2105']?.paymasterService?.supported).toBe(true)

  await chain1.request({ method: 'anvil_setBalance' as never, params: [address, `0x${parseEther('1').toString(16)}`] as never })
  await fundToken(1, address, 50n)
  const to = '0x000000000000000000000000000000000000bEEF' as Address
  const before = await chain1.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [to] })
  await page.evaluate(
    ([calls]) => ((window as unknown as { wagmiCalls: unknown }).wagmiCalls = calls),
    [[{ to: token, data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, 11n] }) }, { to, value: '1000' }]] as const,
  )
  await modal.getByTestId('airlock-close').click()
  await page.locator('#wagmi-send-calls').click()
  await expect(modal.getByTestId('airlock-approve')).toHaveAttribute('data-method', 'wallet_sendCalls')
  await modal.getByTestId('airlock-approve-confirm').click()
  await expect(page.locator('#wagmi-calls-id')).toHaveText(/^0x[0-9a-f]{64}$/)
  await expect(page.locator('#wagmi-calls-status')).toHaveAttribute('data-status', 'success', { timeout: 20_000 })
  const txHash = (await page.locator('#wagmi-calls-status').textContent())!.split(' ')[1] as Hex
  expect((await chain1.getTransactionReceipt({ hash: txHash })).status).toBe('success')
  expect(await chain1.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [to] })).toBe(before + 11n)
})
