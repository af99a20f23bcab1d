import { createPublicClient, defineChain, http, recoverMessageAddress, type PublicClient } from 'viem'
import { entryPoint07Address, getUserOperationHash } from 'viem/account-abstraction'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { deployAaContracts } from '../../services/aa/deployAaContracts'
import { startAnvil, type AnvilChain } from '../../services/chains/startAnvil'
import { toSimpleSmartAccount } from './toSimpleSmartAccount'

let chain: AnvilChain
let client: PublicClient
beforeAll(async () => {
  chain = await startAnvil({ chainId: 8453, port: 18727 })
  await deployAaContracts({ rpcUrl: chain.rpcUrl })
  const def = defineChain({ id: 8453, name: 'anvil-8453', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [chain.rpcUrl] } } })
  client = createPublicClient({ chain: def, transport: http(chain.rpcUrl) }) as PublicClient
}, 30_000)
afterAll(() => chain.stop())

describe('toSimpleSmartAccount', () => {
  it("takes the factory's counterfactual address, per owner and index", async () => {
    const owner = privateKeyToAccount(generatePrivateKey())
    const a = await toSimpleSmartAccount({ client, owner })
    const b = await toSimpleSmartAccount({ client, owner, index: 1n })
    const c = await toSimpleSmartAccount({ client, owner: privateKeyToAccount(generatePrivateKey()) })
    expect(new Set([a.address, b.address, c.address]).size).toBe(3)
    expect(await a.getAddress()).toBe(a.address)
    expect(await a.getFactoryArgs()).toMatchObject({ factory: '0x91E60e0613810449d098b0b5Ec8b51A0FE8c8985' })
  })

  it('encodes one call as execute and several as executeBatch, and decodes them back', async () => {
    const account = await toSimpleSmartAccount({ client, owner: privateKeyToAccount(generatePrivateKey()) })
    const one = [{ to: entryPoint07Address, value: 5n, data: '0xabcd' as const }]
    const two = [...one, { to: account.address, value: 0n, data: '0x' as const }]
    expect((await account.encodeCalls(one)).slice(0, 10)).toBe('0xb61d27f6')
    expect((await account.encodeCalls(two)).slice(0, 10)).toBe('0x47e1da2a')
    expect(await account.decodeCalls!(await account.encodeCalls(one))).toEqual(one)
    expect(await account.decodeCalls!(await account.encodeCalls(two))).toEqual(two)
  })

  it("signs the user operation hash as the owner's EIP-191 signature, and refuses message signing", async () => {
    const owner = privateKeyToAccount(generatePrivateKey())
    const account = await toSimpleSmartAccount({ client, owner })
    const op = { sender: account.address, nonce: 0n, callData: '0x' as const, callGasLimit: 1n, verificationGasLimit: 1n, preVerificationGas: 1n, maxFeePerGas: 1n, maxPriorityFeePerGas: 1n, signature: '0x' as const }
    const signature = await account.signUserOperation(op)
    const hash = getUserOperationHash({ chainId: 8453, entryPointAddress: entryPoint07Address, entryPointVersion: '0.7', userOperation: op })
    expect(await recoverMessageAddress({ message: { raw: hash }, signature })).toBe(owner.address)
    await expect(account.signMessage({ message: 'hi' })).rejects.toThrow(/no ERC-1271/)
  })
})
