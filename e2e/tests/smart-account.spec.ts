import { parseEther, parseEventLogs, type Address, type Hex } from 'viem'
import { entryPoint07Abi, entryPoint07Address } from 'viem/account-abstraction'
import { freshEmail } from '../fixtures/embeddedFlows'
import { chainClient, holdings, openSmartAccountPage, signInOnTestPage, startRequest } from '../fixtures/smartAccountFlows'
import { expect, test } from '../fixtures/test'

const chain1 = chainClient(1)
const freshAddress = (): Address => `0x${Array.from(crypto.getRandomValues(new Uint8Array(20)), (b) => b.toString(16).padStart(2, '0')).join('')}`

test('the embedded wallet is a smart account: its address is shown, and a send is a user operation that lands through the bundler', async ({ page, modal }) => {
  await openSmartAccountPage(page, 'aa-send.html')
  const address = await signInOnTestPage(page, modal, freshEmail('aa-send'))
  await expect(modal.getByTestId('airlock-account-address')).toHaveAttribute('title', address)
  await expect(modal.getByTestId('airlock-account-type-name')).toHaveText('Smart account')
  await expect(modal.getByTestId('airlock-smart-account-deployed')).toHaveText('Not deployed yet: its first transaction deploys it')
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
  // The account paid the 0.1 ETH and exactly the gas the EntryPoint charged it, nothing more.
  const [charged] = parseEventLogs({ abi: entryPoint07Abi, eventName: 'UserOperationEvent', logs: receipt.logs })
  expect(charged?.args.sender.toLowerCase()).toBe(address.toLowerCase())
  expect(charged!.args.actualGasCost).toBeGreaterThan(0n)
  expect(before - (await holdings(chain1, address))).toBe(parseEther('0.1') + charged!.args.actualGasCost)
  // smartAccountDeployed (docs/entities.md#account): the Account view says so now.
  await page.locator('#opener').click()
  await expect(modal.getByTestId('airlock-smart-account-deployed')).toHaveText('Deployed on this network')
})

test('the account type switch: smart → key account → smart, the dapp sees accountsChanged each time, and the choice outlives a reload', async ({ page, modal }) => {
  await openSmartAccountPage(page, 'aa-switch.html')
  const smart = await signInOnTestPage(page, modal, freshEmail('aa-switch'))
  const type = modal.getByTestId('airlock-account-type')
  await expect(type).toHaveAttribute('data-type', 'smartAccount')
  await expect(modal.getByTestId('airlock-account-type-name')).toHaveText('Smart account')
  await expect(modal.getByTestId('airlock-smart-account-deployed')).toHaveText('Not deployed yet: its first transaction deploys it')
  const accounts = async () => ((await page.evaluate(() => (window as unknown as { call(a: unknown): Promise<{ result: string[] }> }).call({ method: 'eth_accounts' }))) as { result: string[] }).result
  const accountEvents = () => page.evaluate(() => (window as unknown as { events: { name: string; data: string[] }[] }).events.filter((e) => e.name === 'accountsChanged').map((e) => e.data[0]))

  await modal.getByTestId('airlock-account-type-switch').click()
  await expect(type).toHaveAttribute('data-type', 'eoa')
  await expect(modal.getByTestId('airlock-account-type-name')).toHaveText('Key account')
  const [key] = await accounts()
  expect(key).toMatch(/^0x[0-9a-fA-F]{40}$/)
  expect(key).not.toBe(smart)
  await expect(modal.getByTestId('airlock-account-address')).toHaveAttribute('title', key!)
  await expect.poll(accountEvents).toEqual([smart, key])

  await modal.getByTestId('airlock-account-type-switch').click()
  await expect(type).toHaveAttribute('data-type', 'smartAccount')
  expect(await accounts()).toEqual([smart])
  await expect.poll(accountEvents).toEqual([smart, key, smart])

  // docs/state-rules.md#embedded-wallet: the preferred type was set once on the first connect; the visitor's later choice stays.
  await modal.getByTestId('airlock-account-type-switch').click()
  await expect(type).toHaveAttribute('data-type', 'eoa')
  await page.reload()
  await expect.poll(accounts, { timeout: 20_000 }).toEqual([key])
})
