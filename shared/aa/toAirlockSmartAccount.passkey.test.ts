import { createPublicClient, createWalletClient, decodeEventLog, decodeFunctionData, defineChain, encodeFunctionData, http, parseEther, type PublicClient } from 'viem'
import { createBundlerClient, entryPoint07Abi, entryPoint07Address, type UserOperation } from 'viem/account-abstraction'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { deployAaContracts } from '../../services/aa/deployAaContracts'
import { softwarePasskey } from '../../services/aa/softwarePasskey'
import { startBundler, type Bundler } from '../../services/aa/startBundler'
import { startAnvil, type AnvilChain } from '../../services/fixtures/chains/startAnvil'
import { testAccounts } from '../../services/fixtures/chains/testAccounts'
import { passkeyCoordinates } from './passkeyCoordinates'
import { passkeyOwnerAbi } from './passkeyOwnerAbi'
import { toAirlockSmartAccount } from './toAirlockSmartAccount'

const def = (rpcUrl: string) => defineChain({ id: 1, name: 'anvil-1', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [rpcUrl] } } })
const recipient = '0x000000000000000000000000000000000000bEEF'

let chain: AnvilChain
let bundler: Bundler
let client: PublicClient
let bundlerClient: ReturnType<typeof createBundlerClient>
beforeAll(async () => {
  chain = await startAnvil({ chainId: 1, port: 18931 })
  await deployAaContracts({ rpcUrl: chain.rpcUrl })
  bundler = await startBundler({ chainId: 1, rpcUrl: chain.rpcUrl, port: 18933, entryPoint: entryPoint07Address })
  client = createPublicClient({ chain: def(chain.rpcUrl), transport: http(chain.rpcUrl) }) as PublicClient
  bundlerClient = createBundlerClient({ client, transport: http(bundler.url), pollingInterval: 50 })
}, 180_000)
afterAll(async () => {
  await bundler?.stop()
  await chain?.stop()
})

const estimateUserOperationGas = (op: UserOperation<'0.7'>) => bundlerClient.estimateUserOperationGas({ ...op, entryPointAddress: entryPoint07Address } as never)

/** A funded account of a fresh owner key, deployed by a first operation that adds `passkey` as an owner. */
async function accountWithPasskeyOwner(passkey: ReturnType<typeof softwarePasskey>) {
  const owner = privateKeyToAccount(generatePrivateKey())
  const byKey = await toAirlockSmartAccount({ client, owner })
  const funder = createWalletClient({ account: privateKeyToAccount(testAccounts[3]!.privateKey), chain: def(chain.rpcUrl), transport: http(chain.rpcUrl) })
  await client.waitForTransactionReceipt({ hash: await funder.sendTransaction({ to: byKey.address, value: parseEther('1') }) })
  const { x, y } = passkeyCoordinates(passkey.publicKey)
  const add = encodeFunctionData({ abi: passkeyOwnerAbi, functionName: 'addPasskeyOwner', args: [x, y] })
  const hash = await bundlerClient.sendUserOperation({ account: byKey, calls: [{ to: byKey.address, data: add }] })
  const receipt = await bundlerClient.waitForUserOperationReceipt({ hash })
  expect(receipt.success).toBe(true)
  return { owner, byKey, byPasskey: await toAirlockSmartAccount({ client, owner, passkey, estimateUserOperationGas }) }
}

describe('toAirlockSmartAccount with a passkey owner', () => {
  it('a passkey added by the owner key signs a user operation alone: the chain verifies the WebAuthn assertion and the ETH moves', async () => {
    const passkey = softwarePasskey({ origin: 'http://localhost:15174' })
    const { byKey, byPasskey } = await accountWithPasskeyOwner(passkey)
    const { x, y } = passkeyCoordinates(passkey.publicKey)
    expect(byPasskey.address).toBe(byKey.address)
    expect(await client.readContract({ address: byKey.address, abi: passkeyOwnerAbi, functionName: 'isPasskeyOwner', args: [x, y] })).toBe(true)

    const before = await client.getBalance({ address: recipient })
    const hash = await bundlerClient.sendUserOperation({ account: byPasskey, calls: [{ to: recipient, value: 12345n }] })
    const receipt = await bundlerClient.waitForUserOperationReceipt({ hash })
    expect(receipt.success).toBe(true)
    expect(await client.getBalance({ address: recipient })).toBe(before + 12345n)
    // What landed is the passkey's signature (x || y || WebAuthnAuth), not the owner key's 65 bytes.
    const tx = await client.getTransaction({ hash: receipt.receipt.transactionHash })
    const { args } = decodeFunctionData({ abi: entryPoint07Abi, data: tx.input }) as unknown as { args: [{ signature: `0x${string}` }[]] }
    expect(args[0][0]!.signature.slice(2, 130)).toBe(`${x.slice(2)}${y.slice(2)}`)
  })

  it("refuses a passkey that is not an owner (the bundler's simulation: AA24 signature error) and moves nothing", async () => {
    const { owner } = await accountWithPasskeyOwner(softwarePasskey())
    const stranger = await toAirlockSmartAccount({ client, owner, passkey: softwarePasskey(), estimateUserOperationGas })
    const before = await client.getBalance({ address: recipient })
    await expect(bundlerClient.sendUserOperation({ account: stranger, calls: [{ to: recipient, value: 1n }] })).rejects.toThrow(/AA24/)
    expect(await client.getBalance({ address: recipient })).toBe(before)
  })

  it('refuses an assertion without user verification', async () => {
    const secretKey = generatePrivateKey()
    const registered = softwarePasskey({ secretKey: Buffer.from(secretKey.slice(2), 'hex') })
    const { owner } = await accountWithPasskeyOwner(registered)
    const unverified = await toAirlockSmartAccount({ client, owner, passkey: softwarePasskey({ secretKey: Buffer.from(secretKey.slice(2), 'hex'), userVerified: false }), estimateUserOperationGas })
    await expect(bundlerClient.sendUserOperation({ account: unverified, calls: [{ to: recipient, value: 1n }] })).rejects.toThrow(/AA24/)
  })

  it("lands an authenticator's high-s signature once normalised to low s", async () => {
    const secretKey = Buffer.from(generatePrivateKey().slice(2), 'hex')
    const { owner } = await accountWithPasskeyOwner(softwarePasskey({ secretKey }))
    const account = await toAirlockSmartAccount({ client, owner, passkey: softwarePasskey({ secretKey, highS: true }), estimateUserOperationGas })
    const receipt = await bundlerClient.waitForUserOperationReceipt({ hash: await bundlerClient.sendUserOperation({ account, calls: [{ to: recipient, value: 1n }] }) })
    expect(receipt.success).toBe(true)
  })

  it('lets only the owner (or the account itself) add a passkey owner', async () => {
    const { byKey } = await accountWithPasskeyOwner(softwarePasskey())
    const { x, y } = passkeyCoordinates(softwarePasskey().publicKey)
    const stranger = createWalletClient({ account: privateKeyToAccount(testAccounts[4]!.privateKey), chain: def(chain.rpcUrl), transport: http(chain.rpcUrl) })
    await expect(stranger.writeContract({ address: byKey.address, abi: passkeyOwnerAbi, functionName: 'addPasskeyOwner', args: [x, y] })).rejects.toThrow(/only owner/)
    const logs = await client.getLogs({ address: byKey.address, fromBlock: 0n })
    const added = logs.flatMap((log) => { try { return [decodeEventLog({ abi: passkeyOwnerAbi, ...log })] } catch { return [] } })
    expect(added.map((e) => e.eventName)).toEqual(['PasskeyOwnerAdded'])
  })
})
