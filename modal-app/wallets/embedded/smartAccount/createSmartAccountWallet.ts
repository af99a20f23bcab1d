import { createPublicClient, defineChain, http, type Address, type Hex, type LocalAccount, type PublicClient } from 'viem'
import { createBundlerClient, createPaymasterClient, entryPoint07Address, formatUserOperationRequest, type SmartAccount, type UserOperation, type UserOperationReceipt, type WebAuthnAccount } from 'viem/account-abstraction'
import type { TypedData } from '../internal/parseTypedData'
import { toAirlockSmartAccount, type AirlockSmartAccountImplementation } from '../../../../shared/aa/toAirlockSmartAccount'
import type { OwnerProofStatement } from '../../../../shared/aa/ownerProofHash'
import { canProveOwner } from '../keys/OwnerProofSigner'

/** One call of a batch, as viem's smart accounts take it. */
export interface SmartAccountCall {
  to: Address
  value?: bigint
  data?: Hex
}

/** Who pays: the ERC-7677 paymaster at `url`, with `context` (the project id for the operator's service). */
export interface Sponsorship {
  url: string
  context: Record<string, unknown>
  /** Sent with every paymaster call: the visitor's session (`Authorization: Bearer`), to the operator's paymaster only. */
  headers?: Readonly<Record<string, string>>
  /**
   * The statement the owner key signs as `context.ownerProof` (shared/aa/ownerProofHash): the
   * operator's paymaster sponsors an account only for the user whose key owns it.
   */
  proveOwner?: OwnerProofStatement
}

/** What a prepared operation may cost the account, for a check before it is signed. */
export interface OperationCost {
  /** Gas limits (verification, call, pre-verification, paymaster) × maxFeePerGas; 0n when a paymaster pays. */
  gasCost: bigint
  /** The paymaster that pays, if any. */
  paymaster?: Address
}

/**
 * The most an operation's gas can take from the account (the EntryPoint's prefund): every gas
 * limit × maxFeePerGas, or nothing when a paymaster pays it.
 *
 * @example
 * operationCost({ callGasLimit: 1n, verificationGasLimit: 1n, preVerificationGas: 1n, maxFeePerGas: 10n }).gasCost // 30n
 */
export function operationCost(op: Pick<UserOperation<'0.7'>, 'callGasLimit' | 'verificationGasLimit' | 'preVerificationGas' | 'maxFeePerGas' | 'paymaster' | 'paymasterVerificationGasLimit' | 'paymasterPostOpGasLimit'>): OperationCost {
  if (op.paymaster) return { gasCost: 0n, paymaster: op.paymaster }
  const gas = op.callGasLimit + op.verificationGasLimit + op.preVerificationGas + (op.paymasterVerificationGasLimit ?? 0n) + (op.paymasterPostOpGasLimit ?? 0n)
  return { gasCost: gas * op.maxFeePerGas }
}

export interface SmartAccountWalletParameters {
  /** The embedded wallet's key: it owns the account and signs its user operations (unless `passkey` does). */
  owner: LocalAccount
  /** A passkey owner of the account: when given, it alone signs user operations (a WebAuthn assertion over each hash). */
  passkey?: WebAuthnAccount
  /** The chain the account acts on and its JSON-RPC endpoint (customRpcUrls honoured by the caller). */
  chain: { id: number; name: string; rpcUrl: string; nativeCurrency: { name: string; symbol: string; decimals: number } }
  /** The chain's ERC-4337 bundler. */
  bundlerUrl: string
  /** How often receipts are polled; the local bundler lands an operation in ~150 ms. */
  pollingInterval?: number
}

/** The embedded wallet's smart account on one chain, with its bundler. */
export interface SmartAccountWallet {
  readonly chainId: number
  /** Who signs its user operations: the wallet's key, or a passkey owner. */
  readonly signer: 'key' | 'passkey'
  readonly account: SmartAccount<AirlockSmartAccountImplementation>
  readonly client: PublicClient
  /** Whether the account's contract exists yet (the first user operation deploys it). */
  isDeployed(): Promise<boolean>
  /** Signs an EIP-191 message as the smart account (ERC-1271; ERC-6492 while undeployed). */
  signMessage(message: string | { raw: Hex }): Promise<Hex>
  /** Signs EIP-712 typed data as the smart account (ERC-1271; ERC-6492 while undeployed). */
  signTypedData(typedData: TypedData): Promise<Hex>
  /**
   * Sends the calls as ONE user operation (`executeBatch` reverts as a whole); resolves with its
   * hash. With `beforeSign`, the operation is prepared (gas, fees, paymaster) first and signed
   * only once `beforeSign` resolved for what it may cost; it rejecting sends nothing.
   */
  sendCalls(calls: readonly SmartAccountCall[], sponsorship?: Sponsorship, beforeSign?: (cost: OperationCost) => Promise<void>): Promise<Hex>
  /** The operation's receipt, or null while it has not landed. */
  receipt(hash: Hex): Promise<UserOperationReceipt | null>
  /** Waits for the operation to land (25 s, receipt wait, docs/constants.md#timing). */
  waitForReceipt(hash: Hex): Promise<UserOperationReceipt>
}

/**
 * Builds the embedded wallet's smart account (an AirlockAccount: the ERC-4337 v0.7 SimpleAccount plus
 * ERC-1271, owned by the wallet's key, `shared/aa/toAirlockSmartAccount`) on one chain, with a viem bundler client for
 * that chain's bundler. Calls go out as one user operation, sponsored by an ERC-7677 paymaster
 * when one is given (with the owner key's proof that it owns the account, for the operator's
 * paymaster). With `passkey` (a passkey owner added on chain), the passkey signs each user
 * operation instead, in the browser's WebAuthn prompt. The key never leaves the `owner` account: it signs operation hashes and the account-bound EIP-712
 * wrapper of messages and typed data (`signMessage` / `signTypedData`, ERC-6492 while undeployed).
 *
 * @example
 * const wallet = await createSmartAccountWallet({ owner, chain, bundlerUrl })
 * const hash = await wallet.sendCalls([{ to, value: 1n }])
 * await wallet.waitForReceipt(hash)
 */
export async function createSmartAccountWallet({ owner, passkey, chain, bundlerUrl, pollingInterval = 100 }: SmartAccountWalletParameters): Promise<SmartAccountWallet> {
  // The owner key signs the proof even when a passkey signs the operations: the key owns the account.
  const contextOf = async ({ context, proveOwner }: Sponsorship) => (proveOwner && canProveOwner(owner) ? { ...context, ownerProof: await owner.signOwnerProof(proveOwner) } : context)
  const viemChain = defineChain({ id: chain.id, name: chain.name, nativeCurrency: chain.nativeCurrency, rpcUrls: { default: { http: [chain.rpcUrl] } } })
  const client = createPublicClient({ chain: viemChain, transport: http(chain.rpcUrl), pollingInterval }) as PublicClient
  const bundler = createBundlerClient({ client, chain: viemChain, transport: http(bundlerUrl), pollingInterval })
  const estimateUserOperationGas = (op: UserOperation<'0.7'>) => bundler.estimateUserOperationGas({ ...op, entryPointAddress: entryPoint07Address } as never)
  const account = await toAirlockSmartAccount({ client, owner, ...(passkey ? { passkey, estimateUserOperationGas } : {}) })
  await account.getAddress()
  return {
    chainId: chain.id,
    signer: passkey ? 'passkey' : 'key',
    account,
    client,
    isDeployed: () => account.isDeployed(),
    signMessage: (message) => account.signMessage({ message }),
    signTypedData: (typedData) => account.signTypedData(typedData),
    async sendCalls(calls, sponsorship, beforeSign) {
      const transport = sponsorship && http(sponsorship.url, sponsorship.headers ? { fetchOptions: { headers: { ...sponsorship.headers } } } : {})
      const paymaster = transport ? { paymaster: createPaymasterClient({ transport }), paymasterContext: await contextOf(sponsorship!) } : {}
      const request = { account, calls: calls.map((c) => ({ to: c.to, value: c.value ?? 0n, data: c.data ?? '0x' as Hex })), ...paymaster }
      if (!beforeSign) return bundler.sendUserOperation(request)
      const prepared = (await bundler.prepareUserOperation(request)) as unknown as UserOperation<'0.7'>
      await beforeSign(operationCost(prepared))
      // Sent as prepared and checked: nothing is estimated or filled in again after the check.
      const signature = await account.signUserOperation(prepared)
      return bundler.request({ method: 'eth_sendUserOperation', params: [formatUserOperationRequest({ ...prepared, signature }), account.entryPoint.address] })
    },
    async receipt(hash) {
      try {
        return await bundler.getUserOperationReceipt({ hash })
      } catch (error) {
        // viem throws UserOperationReceiptNotFoundError while the operation is pending.
        if (error instanceof Error && error.name === 'UserOperationReceiptNotFoundError') return null
        throw error
      }
    },
    waitForReceipt: (hash) => bundler.waitForUserOperationReceipt({ hash, pollingInterval, timeout: 25_000 }),
  }
}
