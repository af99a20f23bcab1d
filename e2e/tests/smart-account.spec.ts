import { parseEther, type Address, type Hex } from 'viem'
import { entryPoint07Address } from 'viem/account-abstraction'
import { freshEmail } from '../fixtures/embeddedFlows'
import { chainClient, holdings, openSmartAccountPage, signInOnTestPage, startRequest } from '../fixtures/smartAccountFlows'
import { expect, test } from '../fixtures/test'

const chain1 = chainClient(1)
const freshAddress = (): Address => `0x${Array.from(crypto.getRandomValues(new Uint8Array(20)), (b) => b.toString(16).padStart(2, '0')).join('')}`

// Chromium logs every non-2xx fetch as a console error: the auth service's 404 for a user with no
// wallet yet is its contract (shared/authApi).
test.use({ allowedConsoleErrors: [/^console\.error: Failed to load resource: the server responded with a status of 404 .*\/v1\/wallet\/shares\?/] })

test('the embedded wallet is a smart account: its address is shown, and a send is a user operation that lands through the bundler', async ({ page, modal }) => {
  await openSmartAccountPage(page, 'aa-send.html')
  const address = await signInOnTestPage(page, modal, freshEmail('aa-send'))
  await expect(modal.getByTestId('airlock-account-address')).toHaveAttribute('title', address)
  // Counterfactual: nothing at the address until its first user operation deploys it.
  expect(await chain1.getCode({ address })).toBeUndefined()
  await chain1.request({ method: 'anvil_setBalance' as never, params: [address, '0xde0b6b3a7640000'] as never })
  const before = await holdings(chain1, address)
  const to = freshAddress()

  const send = await startRequest(page, { method: 'eth_sendTransaction', params: [{ from: address, to, value: `0x${parseEther('0.1').toString(16)}` }] })
  await expect(modal.getByTestId('airlock-approve')).toHaveAttribute('data-method', 'eth_sendTransaction')
  await modal.getByTestId('airlock-approve-confirm').click()
  const { result } = await send.settle()
  expect(result).toMatch(/^0x[0-9a-f]{64}$/)

  // The bundle transaction went to the EntryPoint (handleOps), deployed the account and moved the ETH.
  const receipt = await chain1.getTransactionReceipt({ hash: result as Hex })
  expect(receipt.status).toBe('success')
  expect(receipt.to?.toLowerCase()).toBe(entryPoint07Address.toLowerCase())
  expect((await chain1.getCode({ address }))?.length).toBeGreaterThan(2)
  expect(await chain1.getBalance({ address: to })).toBe(parseEther('0.1'))
  const spent = before - (await holdings(chain1, address))
  expect(spent).toBeGreaterThan(parseEther('0.1'))
  expect(spent).toBeLessThan(parseEther('0.11'))
})
