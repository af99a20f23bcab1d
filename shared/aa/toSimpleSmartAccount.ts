import { BaseError, decodeFunctionData, encodeFunctionData, type Address, type LocalAccount } from 'viem'
import { entryPoint07Abi, entryPoint07Address, getUserOperationHash, toSmartAccount, type SmartAccount, type SmartAccountImplementation } from 'viem/account-abstraction'
import { readContract } from 'viem/actions'
import { simpleAccountAbi, simpleAccountFactoryAbi } from './simpleAccountAbi'

/** The canonical address of the reference v0.7 SimpleAccountFactory (the local stack deploys it there too). */
export const simpleAccountFactory07Address: Address = '0x91E60e0613810449d098b0b5Ec8b51A0FE8c8985'

export interface ToSimpleSmartAccountParameters {
  /** A client on the account's chain (reads the counterfactual address, the nonce). */
  client: SmartAccountImplementation['client']
  /** The key that owns the account and signs its user operations. */
  owner: LocalAccount
  factoryAddress?: Address
  /** Picks one of the owner's accounts; 0 by default. */
  index?: bigint
}

export type SimpleSmartAccountImplementation = SmartAccountImplementation<typeof entryPoint07Abi, '0.7', { abi: typeof simpleAccountAbi }>

/** A signature of the right shape whose recovered signer is nobody: lets gas estimation run the real ECDSA path. */
const STUB_SIGNATURE = '0xfffffffffffffffffffffffffffffff0000000000000000000000000000000007aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa1c'

/**
 * A viem smart account for the reference ERC-4337 v0.7 SimpleAccount (EntryPoint v0.7, the
 * SimpleAccountFactory), owned by a local key: one call goes through `execute`, several through
 * `executeBatch`, which reverts as a whole when any call reverts (atomic). User operations are
 * signed as the contract checks them: an EIP-191 signature of the user operation hash. The
 * reference account implements no ERC-1271, so message and typed-data signing throw instead of
 * producing signatures no verifier would accept.
 *
 * @example
 * const account = await toSimpleSmartAccount({ client, owner: privateKeyToAccount(key) })
 * await bundlerClient.sendUserOperation({ account, calls: [{ to, value: 1n }] })
 */
export async function toSimpleSmartAccount({ client, owner, factoryAddress = simpleAccountFactory07Address, index = 0n }: ToSimpleSmartAccountParameters): Promise<SmartAccount<SimpleSmartAccountImplementation>> {
  const entryPoint = { abi: entryPoint07Abi, address: entryPoint07Address, version: '0.7' } as const
  let address: Address | undefined
  return toSmartAccount({
    client,
    entryPoint,
    extend: { abi: simpleAccountAbi },
    async decodeCalls(data) {
      const decoded = decodeFunctionData({ abi: simpleAccountAbi, data })
      if (decoded.functionName === 'execute') return [{ to: decoded.args[0], value: decoded.args[1], data: decoded.args[2] }]
      if (decoded.functionName === 'executeBatch') return decoded.args[0].map((to, i) => ({ to, value: decoded.args[1][i] ?? 0n, data: decoded.args[2][i] ?? '0x' }))
      throw new BaseError(`cannot decode SimpleAccount call ${decoded.functionName}`)
    },
    async encodeCalls(calls) {
      if (calls.length === 1) return encodeFunctionData({ abi: simpleAccountAbi, functionName: 'execute', args: [calls[0]!.to, calls[0]!.value ?? 0n, calls[0]!.data ?? '0x'] })
      return encodeFunctionData({
        abi: simpleAccountAbi,
        functionName: 'executeBatch',
        args: [calls.map((c) => c.to), calls.map((c) => c.value ?? 0n), calls.map((c) => c.data ?? '0x')],
      })
    },
    async getAddress() {
      address ??= await readContract(client, { address: factoryAddress, abi: simpleAccountFactoryAbi, functionName: 'getAddress', args: [owner.address, index] })
      return address
    },
    async getFactoryArgs() {
      return { factory: factoryAddress, factoryData: encodeFunctionData({ abi: simpleAccountFactoryAbi, functionName: 'createAccount', args: [owner.address, index] }) }
    },
    async getStubSignature() {
      return STUB_SIGNATURE
    },
    async signMessage() {
      throw new BaseError('The reference SimpleAccount v0.7 implements no ERC-1271, so it cannot sign messages.')
    },
    async signTypedData() {
      throw new BaseError('The reference SimpleAccount v0.7 implements no ERC-1271, so it cannot sign typed data.')
    },
    async signUserOperation({ chainId = client.chain?.id, ...userOperation }) {
      if (chainId === undefined) throw new BaseError('signing a user operation needs a chain id (give the client a chain)')
      const sender = await this.getAddress()
      const hash = getUserOperationHash({ chainId, entryPointAddress: entryPoint.address, entryPointVersion: '0.7', userOperation: { ...userOperation, sender } })
      return owner.signMessage({ message: { raw: hash } })
    },
  })
}
