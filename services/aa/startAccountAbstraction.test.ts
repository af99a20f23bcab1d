import { networkInterfaces } from 'node:os'
import { createPublicClient, createWalletClient, defineChain, http, parseEther, type Address, type PublicClient } from 'viem'
import { createBundlerClient, createPaymasterClient, entryPoint07Abi, entryPoint07Address } from 'viem/account-abstraction'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ownerProofHash } from '../../shared/aa/ownerProofHash'
import { toAirlockSmartAccount } from '../../shared/aa/toAirlockSmartAccount'
import { airlockAccountFactoryAddress } from '../../shared/aa/airlockAccountFactoryAddress'
import { signInByEmail, startTestAuth, type TestAuth } from '../auth/testing/testHelpers'
import { startAnvil, type AnvilChain } from '../fixtures/chains/startAnvil'
import { testAccounts } from '../fixtures/chains/testAccounts'
import { readPorts } from '../internal/paths'
import { startAccountAbstraction, type AccountAbstraction } from './startAccountAbstraction'

// One private set of chains, bundlers and paymaster for this file, on the test ports + 170.
const OFFSET = 170
const ports = readPorts('test')
let chains: AnvilChain[] = []
let aa: AccountAbstraction
let auth: TestAuth

beforeAll(async () => {
  chains = await Promise.all([1, 8453].map((chainId) => startAnvil({ chainId, port: ports.chains[String(chainId)]! + OFFSET })))
  // The paymaster sponsors only a live session of the project: the real auth service vouches for it.
  auth = await startTestAuth()
  aa = await startAccountAbstraction({
    authUrl: auth.auth.url,
    chains: Object.fromEntries(chains.map((c) => [c.chainId, c.rpcUrl])),
    bundlerPorts: Object.fromEntries(chains.map((c) => [c.chainId, ports.bundlers![String(c.chainId)]! + OFFSET])),
    paymasterPort: ports.paymaster! + OFFSET,
  })
}, 60_000)

afterAll(async () => {
  await aa?.stop()
  await auth?.stop()
  await Promise.all(chains.map((c) => c.stop()))
})

function clientsOn(chainId: number): { client: PublicClient; bundler: ReturnType<typeof createBundlerClient> } {
  const rpcUrl = chains.find((c) => c.chainId === chainId)!.rpcUrl
  const chain = defineChain({ id: chainId, name: `anvil-${chainId}`, nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [rpcUrl] } } })
  const client = createPublicClient({ chain, transport: http(rpcUrl) }) as PublicClient
  return { client, bundler: createBundlerClient({ client, chain, transport: http(aa.bundlerUrls[chainId]), pollingInterval: 50 }) }
}

async function fund(client: PublicClient, to: Address, value: bigint): Promise<void> {
  const wallet = createWalletClient({ chain: client.chain!, account: privateKeyToAccount(testAccounts[1]!.privateKey), transport: http(client.chain!.rpcUrls.default.http[0]) })
  const hash = await wallet.sendTransaction({ to, value, chain: client.chain! })
  await client.waitForTransactionReceipt({ hash, pollingInterval: 50 })
}

/** ETH the account holds plus its EntryPoint deposit, where v0.7 credits the unused prefund back. */
async function holdings(client: PublicClient, address: Address): Promise<bigint> {
  const deposit = await client.readContract({ address: entryPoint07Address, abi: entryPoint07Abi, functionName: 'balanceOf', args: [address] })
  return (await client.getBalance({ address })) + deposit
}

const freshAddress = (): Address => privateKeyToAccount(generatePrivateKey()).address

describe('account abstraction on the local chains', () => {
  it('puts the EntryPoint v0.7, the factory and the funded paymaster at the same addresses on both chains, each with its own bundler', async () => {
    expect(aa.addresses.entryPoint).toBe(entryPoint07Address)
    expect(aa.addresses.accountFactory).toBe(airlockAccountFactoryAddress)
    for (const chainId of [1, 8453]) {
      const { client, bundler } = clientsOn(chainId)
      for (const address of Object.values(aa.addresses)) expect((await client.getCode({ address }))?.length).toBeGreaterThan(2)
      expect(await client.readContract({ address: entryPoint07Address, abi: entryPoint07Abi, functionName: 'balanceOf', args: [aa.addresses.paymaster] })).toBeGreaterThanOrEqual(parseEther('90'))
      expect(await bundler.getChainId()).toBe(chainId)
      expect(await bundler.getSupportedEntryPoints()).toEqual([entryPoint07Address])
    }
  })

  it('keeps the bundlers on loopback although alto itself binds every interface', async () => {
    const port = new URL(aa.bundlerUrls[1]!).port
    const external = Object.values(networkInterfaces()).flat().filter((i) => i && !i.internal && i.family === 'IPv4')
    for (const i of external) await expect(fetch(`http://${i!.address}:${port}`, { method: 'POST' })).rejects.toThrow()
    expect((await fetch(aa.bundlerUrls[1]!, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"jsonrpc":"2.0","id":1,"method":"eth_chainId","params":[]}' })).ok).toBe(true)
  })

  it("a smart account's first user operation deploys it and moves its ETH, on each chain", async () => {
    for (const chainId of [1, 8453]) {
      const { client, bundler } = clientsOn(chainId)
      const account = await toAirlockSmartAccount({ client, owner: privateKeyToAccount(generatePrivateKey()) })
      await fund(client, account.address, parseEther('1'))
      expect(await client.getCode({ address: account.address })).toBeUndefined()
      const to = freshAddress()
      const hash = await bundler.sendUserOperation({ account, calls: [{ to, value: parseEther('0.25') }] })
      const receipt = await bundler.waitForUserOperationReceipt({ hash, pollingInterval: 50, timeout: 20_000 })
      expect(receipt.success).toBe(true)
      expect((await client.getCode({ address: account.address }))?.length).toBeGreaterThan(2)
      expect(await client.getBalance({ address: to })).toBe(parseEther('0.25'))
      // The account paid the transfer and its own gas, nothing else.
      expect(await holdings(client, account.address)).toBe(parseEther('0.75') - receipt.actualGasCost)
    }
  })

  it('runs a batch atomically: when the second call reverts, the first is undone too', async () => {
    const { client, bundler } = clientsOn(1)
    const account = await toAirlockSmartAccount({ client, owner: privateKeyToAccount(generatePrivateKey()) })
    await fund(client, account.address, parseEther('1'))
    const to = freshAddress()
    // The EntryPoint has no fallback: a call with an unknown selector reverts.
    const calls = [{ to, value: 1_000n }, { to: entryPoint07Address, data: '0xdeadbeef' as const }]
    // The bundler's simulation already sees the revert and refuses to estimate…
    await expect(bundler.sendUserOperation({ account, calls })).rejects.toThrow(/reverted during simulation/)
    // …so with gas limits given, the operation lands and its execution reverts as one.
    const hash = await bundler.sendUserOperation({ account, calls, callGasLimit: 200_000n, verificationGasLimit: 500_000n, preVerificationGas: 60_000n })
    const receipt = await bundler.waitForUserOperationReceipt({ hash, pollingInterval: 50, timeout: 20_000 })
    expect(receipt.success).toBe(false)
    expect(await client.getBalance({ address: to })).toBe(0n)
    expect(await holdings(client, account.address)).toBe(parseEther('1') - receipt.actualGasCost)
  })

  it("sponsors an allowed project's user operation: the account's ETH is untouched, the paymaster's deposit pays", async () => {
    const { client, bundler } = clientsOn(8453)
    const { token, user } = await signInByEmail(auth, 'aa-sponsored@example.test')
    const paymaster = createPaymasterClient({ transport: http(aa.paymasterUrl, { fetchOptions: { headers: { authorization: `Bearer ${token}` } } }) })
    // Never funded: only the paymaster can pay for its deployment and its call.
    const owner = privateKeyToAccount(generatePrivateKey())
    const account = await toAirlockSmartAccount({ client, owner })
    const ownerProof = await owner.sign({ hash: ownerProofHash({ projectId: 'airlock-demo', userId: user.id }) })
    const depositBefore = await client.readContract({ address: entryPoint07Address, abi: entryPoint07Abi, functionName: 'balanceOf', args: [aa.addresses.paymaster] })
    const hash = await bundler.sendUserOperation({ account, calls: [{ to: freshAddress(), data: '0x' }], paymaster, paymasterContext: { projectId: 'airlock-demo', ownerProof } })
    const receipt = await bundler.waitForUserOperationReceipt({ hash, pollingInterval: 50, timeout: 20_000 })
    expect(receipt.success).toBe(true)
    expect(receipt.paymaster).toBe(aa.addresses.paymaster)
    expect((await client.getCode({ address: account.address }))?.length).toBeGreaterThan(2)
    expect(await holdings(client, account.address)).toBe(0n)
    const depositAfter = await client.readContract({ address: entryPoint07Address, abi: entryPoint07Abi, functionName: 'balanceOf', args: [aa.addresses.paymaster] })
    expect(depositBefore - depositAfter).toBe(receipt.actualGasCost)
  })

  it('refuses a project whose operator did not switch sponsorship on, and nothing lands', async () => {
    const { client, bundler } = clientsOn(1)
    const paymaster = createPaymasterClient({ transport: http(aa.paymasterUrl) })
    const account = await toAirlockSmartAccount({ client, owner: privateKeyToAccount(generatePrivateKey()) })
    await expect(
      bundler.sendUserOperation({ account, calls: [{ to: freshAddress(), data: '0x' }], paymaster, paymasterContext: { projectId: 'airlock-no-analytics' } }),
    ).rejects.toThrow("Gas sponsorship is not enabled for project 'airlock-no-analytics'.")
    expect(await client.getCode({ address: account.address })).toBeUndefined()
  })
})
