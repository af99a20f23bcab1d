import { BaseError, decodeFunctionData, encodeFunctionData, hashMessage, hashTypedData, type Address, type Hex, type LocalAccount } from 'viem'
import { entryPoint07Abi, entryPoint07Address, getUserOperationHash, toSmartAccount, type SmartAccount, type SmartAccountImplementation, type UserOperation, type UserOperationRequest, type WebAuthnAccount } from 'viem/account-abstraction'
import { readContract } from 'viem/actions'
import { airlockAccountFactoryAddress } from './airlockAccountFactoryAddress'
import { encodePasskeySignature } from './encodePasskeySignature'
import { passkeyStubSignature } from './passkeyStubSignature'
import { PASSKEY_VERIFICATION_GAS } from './passkeyVerificationGas'
import { replaySafeTypedData } from './replaySafeTypedData'
import { simpleAccountAbi, simpleAccountFactoryAbi } from './simpleAccountAbi'

export interface ToAirlockSmartAccountParameters {
  /** A client on the account's chain (reads the counterfactual address, the nonce). */
  client: SmartAccountImplementation['client']
  /** The key that owns the account and signs its user operations. */
  owner: LocalAccount
  factoryAddress?: Address
  /** Picks one of the owner's accounts; 0 by default. */
  index?: bigint
  /**
   * A passkey owner of the account (added on chain with `addPasskeyOwner`): when given, it alone
   * signs user operations, with a WebAuthn assertion over the user operation hash. The owner key
   * still names the account (its address) and signs messages and typed data.
   */
  passkey?: WebAuthnAccount
  /**
   * The bundler's gas estimate for an operation (`eth_estimateUserOperationGas`), needed with a
   * passkey: its stub signature can't pass the challenge check, so the P-256 verification the
   * real signature runs is added to the estimate's verification gas ({@link PASSKEY_VERIFICATION_GAS}).
   */
  estimateUserOperationGas?: (userOperation: UserOperation<'0.7'>) => Promise<{ callGasLimit: bigint; verificationGasLimit: bigint; preVerificationGas: bigint; paymasterVerificationGasLimit?: bigint | undefined; paymasterPostOpGasLimit?: bigint | undefined }>
}

export type AirlockSmartAccountImplementation = SmartAccountImplementation<typeof entryPoint07Abi, '0.7', { abi: typeof simpleAccountAbi }>

/** A signature of the right shape whose recovered signer is nobody: lets gas estimation run the real ECDSA path. */
const STUB_SIGNATURE = '0xfffffffffffffffffffffffffffffff0000000000000000000000000000000007aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa1c'

/**
 * A viem smart account for our AirlockAccount (services/aa/contracts/AirlockAccount.sol: the
 * published ERC-4337 v0.7 SimpleAccount plus ERC-1271; EntryPoint v0.7, the AirlockAccountFactory),
 * owned by a local key: one call goes through `execute`, several through `executeBatch`, which
 * reverts as a whole when any call reverts (atomic). User operations are signed as the contract
 * checks them: an EIP-191 signature of the user operation hash. Messages and typed data are
 * signed as the account's `isValidSignature` checks them: the owner signs the EIP-712
 * `AirlockAccountMessage(hash)` bound to this account and chain (`replaySafeTypedData`), so the
 * signature is valid for this account only. viem wraps it in ERC-6492 while the account is not
 * deployed. With `passkey`, user operations are signed by that passkey owner instead
 * (`encodePasskeySignature`), and gas estimation adds the P-256 verification's gas.
 *
 * @example
 * const account = await toAirlockSmartAccount({ client, owner: privateKeyToAccount(key) })
 * await bundlerClient.sendUserOperation({ account, calls: [{ to, value: 1n }] })
 */
export async function toAirlockSmartAccount({ client, owner, factoryAddress = airlockAccountFactoryAddress, index = 0n, passkey, estimateUserOperationGas }: ToAirlockSmartAccountParameters): Promise<SmartAccount<AirlockSmartAccountImplementation>> {
  const entryPoint = { abi: entryPoint07Abi, address: entryPoint07Address, version: '0.7' } as const
  let address: Address | undefined
  const chainId = client.chain?.id
  /** The owner's signature of `hash` as this account's ERC-1271 accepts it. */
  const signHash = async (hash: Hex, account: Address): Promise<Hex> => {
    if (chainId === undefined) throw new BaseError('signing for a smart account needs a chain id (give the client a chain)')
    return owner.signTypedData(replaySafeTypedData({ hash, account, chainId }))
  }
  if (passkey && !estimateUserOperationGas) throw new BaseError('a passkey-signed smart account needs the bundler\'s gas estimate (estimateUserOperationGas)')
  const userOperation = passkey && estimateUserOperationGas
    ? {
        async estimateGas(op: UserOperationRequest) {
          const gas = await estimateUserOperationGas(op as UserOperation<'0.7'>)
          return { ...gas, verificationGasLimit: gas.verificationGasLimit + PASSKEY_VERIFICATION_GAS }
        },
      }
    : undefined
  return toSmartAccount({
    client,
    entryPoint,
    ...(userOperation ? { userOperation } : {}),
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
      return passkey ? passkeyStubSignature(passkey.publicKey) : STUB_SIGNATURE
    },
    async signMessage({ message }) {
      return signHash(hashMessage(message), await this.getAddress())
    },
    async signTypedData(typedData) {
      return signHash(hashTypedData(typedData), await this.getAddress())
    },
    async signUserOperation({ chainId = client.chain?.id, ...userOperation }) {
      if (chainId === undefined) throw new BaseError('signing a user operation needs a chain id (give the client a chain)')
      const sender = await this.getAddress()
      const hash = getUserOperationHash({ chainId, entryPointAddress: entryPoint.address, entryPointVersion: '0.7', userOperation: { ...userOperation, sender } })
      if (!passkey) return owner.signMessage({ message: { raw: hash } })
      const { signature, webauthn } = await passkey.sign({ hash })
      return encodePasskeySignature({ publicKey: passkey.publicKey, signature, webauthn })
    },
  })
}
