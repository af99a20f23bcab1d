import { createPublicClient, createWalletClient, defineChain, hashMessage, http, parseEther, recoverMessageAddress, recoverTypedDataAddress, type PublicClient } from 'viem'
import { createBundlerClient, entryPoint07Address, getUserOperationHash } from 'viem/account-abstraction'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { parseErc6492Signature } from 'viem/utils'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { deployAaContracts } from '../../services/aa/deployAaContracts'
import { startBundler, type Bundler } from '../../services/aa/startBundler'
import { startAnvil, type AnvilChain } from '../../services/fixtures/chains/startAnvil'
import { testAccounts } from '../../services/fixtures/chains/testAccounts'
import { airlockAccountFactoryAddress } from './airlockAccountFactoryAddress'
import { replaySafeTypedData } from './replaySafeTypedData'
import { toAirlockSmartAccount } from './toAirlockSmartAccount'

const def = (rpcUrl: string) => defineChain({ id: 8453, name: 'anvil-8453', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [rpcUrl] } } })
const typedData = {
  domain: { name: 'Mail', version: '1', chainId: 8453 },
  types: { Mail: [{ name: 'to', type: 'address' }, { name: 'contents', type: 'string' }] },
  primaryType: 'Mail',
  message: { to: '0x000000000000000000000000000000000000dEaD', contents: 'hello' },
} as const

let chain: AnvilChain
let bundler: Bundler
let client: PublicClient
beforeAll(async () => {
  chain = await startAnvil({ chainId: 8453, port: 18727 })
  await deployAaContracts({ rpcUrl: chain.rpcUrl })
  bundler = await startBundler({ chainId: 8453, rpcUrl: chain.rpcUrl, port: 18729, entryPoint: entryPoint07Address })
  client = createPublicClient({ chain: def(chain.rpcUrl), transport: http(chain.rpcUrl) }) as PublicClient
}, 60_000)
afterAll(async () => {
  await bundler?.stop()
  await chain?.stop()
})

describe('toAirlockSmartAccount', () => {
  it("takes the factory's counterfactual address, per owner and index", async () => {
    const owner = privateKeyToAccount(generatePrivateKey())
    const a = await toAirlockSmartAccount({ client, owner })
    const b = await toAirlockSmartAccount({ client, owner, index: 1n })
    const c = await toAirlockSmartAccount({ client, owner: privateKeyToAccount(generatePrivateKey()) })
    expect(new Set([a.address, b.address, c.address]).size).toBe(3)
    expect(await a.getAddress()).toBe(a.address)
    expect(await a.getFactoryArgs()).toMatchObject({ factory: airlockAccountFactoryAddress })
  })

  it('encodes one call as execute and several as executeBatch, and decodes them back', async () => {
    const account = await toAirlockSmartAccount({ client, owner: privateKeyToAccount(generatePrivateKey()) })
    const one = [{ to: entryPoint07Address, value: 5n, data: '0xabcd' as const }]
    const two = [...one, { to: account.address, value: 0n, data: '0x' as const }]
    expect((await account.encodeCalls(one)).slice(0, 10)).toBe('0xb61d27f6')
    expect((await account.encodeCalls(two)).slice(0, 10)).toBe('0x47e1da2a')
    expect(await account.decodeCalls!(await account.encodeCalls(one))).toEqual(one)
    expect(await account.decodeCalls!(await account.encodeCalls(two))).toEqual(two)
  })

  it("signs the user operation hash as the owner's EIP-191 signature", async () => {
    const owner = privateKeyToAccount(generatePrivateKey())
    const account = await toAirlockSmartAccount({ client, owner })
    const op = { sender: account.address, nonce: 0n, callData: '0x' as const, callGasLimit: 1n, verificationGasLimit: 1n, preVerificationGas: 1n, maxFeePerGas: 1n, maxPriorityFeePerGas: 1n, signature: '0x' as const }
    const signature = await account.signUserOperation(op)
    const hash = getUserOperationHash({ chainId: 8453, entryPointAddress: entryPoint07Address, entryPointVersion: '0.7', userOperation: op })
    expect(await recoverMessageAddress({ message: { raw: hash }, signature })).toBe(owner.address)
  })

  it('signs messages and typed data that verify on chain: ERC-6492 while undeployed, ERC-1271 once deployed, for this account only', async () => {
    const owner = privateKeyToAccount(generatePrivateKey())
    const account = await toAirlockSmartAccount({ client, owner })
    const sibling = await toAirlockSmartAccount({ client, owner, index: 1n })

    const wrapped = await account.signMessage({ message: 'hello' })
    const parsed = parseErc6492Signature(wrapped)
    expect(parsed.address).toBe(airlockAccountFactoryAddress)
    // The inner signature is the owner's signature of the account-bound wrapper, not of the message.
    expect(await recoverTypedDataAddress({ ...replaySafeTypedData({ hash: hashMessage('hello'), account: account.address, chainId: 8453 }), signature: parsed.signature })).toBe(owner.address)
    expect(await client.verifyMessage({ address: account.address, message: 'hello', signature: wrapped })).toBe(true)
    expect(await client.verifyMessage({ address: account.address, message: 'hellO', signature: wrapped })).toBe(false)
    expect(await client.verifyMessage({ address: sibling.address, message: 'hello', signature: wrapped })).toBe(false)
    const typedWrapped = await account.signTypedData(typedData)
    expect(await client.verifyTypedData({ address: account.address, ...typedData, signature: typedWrapped })).toBe(true)

    // Deploy with a first user operation (the account pays; fund it from a test account).
    const funder = createWalletClient({ account: privateKeyToAccount(testAccounts[5]!.privateKey), chain: def(chain.rpcUrl), transport: http(chain.rpcUrl) })
    await client.waitForTransactionReceipt({ hash: await funder.sendTransaction({ to: account.address, value: parseEther('1') }) })
    const bundlerClient = createBundlerClient({ client, transport: http(bundler.url), pollingInterval: 50 })
    const opHash = await bundlerClient.sendUserOperation({ account, calls: [{ to: owner.address, value: 1n }] })
    expect((await bundlerClient.waitForUserOperationReceipt({ hash: opHash, timeout: 20_000 })).success).toBe(true)
    expect(await account.isDeployed()).toBe(true)

    const plain = await account.signMessage({ message: 'hello' })
    expect(plain).toMatch(/^0x[0-9a-f]{130}$/)
    expect(await client.verifyMessage({ address: account.address, message: 'hello', signature: plain })).toBe(true)
    // The owner's raw signature of the message is not the account's (ERC-1271 wants the bound wrapper).
    expect(await client.verifyMessage({ address: account.address, message: 'hello', signature: await owner.signMessage({ message: 'hello' }) })).toBe(false)
    const typed = await account.signTypedData(typedData)
    expect(await client.verifyTypedData({ address: account.address, ...typedData, signature: typed })).toBe(true)
    expect(await client.verifyTypedData({ address: account.address, ...typedData, message: { ...typedData.message, contents: 'bye' }, signature: typed })).toBe(false)
  }, 60_000)
})
