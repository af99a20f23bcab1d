import { createPublicClient, defineChain, http, type Address, type Hex, type LocalAccount, type PublicClient } from 'viem'
import { createBundlerClient, createPaymasterClient, type SmartAccount, type UserOperationReceipt } from 'viem/account-abstraction'
import type { TypedData } from '../internal/parseTypedData'
import { toAirlockSmartAccount, type AirlockSmartAccountImplementation } from '../../../../shared/aa/toAirlockSmartAccount'

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
}

export interface SmartAccountWalletParameters {
  /** The embedded wallet's key: it owns the account and signs its user operations. */
  owner: LocalAccount
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
  readonly account: SmartAccount<AirlockSmartAccountImplementation>
  readonly client: PublicClient
  /** Whether the account's contract exists yet (the first user operation deploys it). */
  isDeployed(): Promise<boolean>
  /** Signs an EIP-191 message as the smart account (ERC-1271; ERC-6492 while undeployed). */
  signMessage(message: string | { raw: Hex }): Promise<Hex>
  /** Signs EIP-712 typed data as the smart account (ERC-1271; ERC-6492 while undeployed). */
  signTypedData(typedData: TypedData): Promise<Hex>
  /** Sends the calls as ONE user operation (`executeBatch` reverts as a whole); resolves with its hash. */
  sendCalls(calls: readonly SmartAccountCall[], sponsorship?: Sponsorship): Promise<Hex>
  /** The operation's receipt, or null while it has not landed. */
  receipt(hash: Hex): Promise<UserOperationReceipt | null>
  /** Waits for the operation to land (25 s, §9 receipt wait). */
  waitForReceipt(hash: Hex): Promise<UserOperationReceipt>
}

/**
 * Builds the embedded wallet's smart account (an AirlockAccount: the ERC-4337 v0.7 SimpleAccount plus
 * ERC-1271, owned by the wallet's key, `shared/aa/toAirlockSmartAccount`) on one chain, with a viem bundler client for
 * that chain's bundler. Calls go out as one user operation, sponsored by an ERC-7677 paymaster
 * when one is given. The key never leaves the `owner` account: it signs operation hashes and the account-bound EIP-712
 * wrapper of messages and typed data (`signMessage` / `signTypedData`, ERC-6492 while undeployed).
 *
 * @example
 * const wallet = await createSmartAccountWallet({ owner, chain, bundlerUrl })
 * const hash = await wallet.sendCalls([{ to, value: 1n }])
 * await wallet.waitForReceipt(hash)
 */
export async function createSmartAccountWallet({ owner, chain, bundlerUrl, pollingInterval = 100 }: SmartAccountWalletParameters): Promise<SmartAccountWallet> {
  const viemChain = defineChain({ id: chain.id, name: chain.name, nativeCurrency: chain.nativeCurrency, rpcUrls: { default: { http: [chain.rpcUrl] } } })
  const client = createPublicClient({ chain: viemChain, transport: http(chain.rpcUrl), pollingInterval }) as PublicClient
  const bundler = createBundlerClient({ client, chain: viemChain, transport: http(bundlerUrl), pollingInterval })
  const account = await toAirlockSmartAccount({ client, owner })
  await account.getAddress()
  return {
    chainId: chain.id,
    account,
    client,
    isDeployed: () => account.isDeployed(),
    signMessage: (message) => account.signMessage({ message }),
    signTypedData: (typedData) => account.signTypedData(typedData),
    sendCalls(calls, sponsorship) {
      const transport = sponsorship && http(sponsorship.url, sponsorship.headers ? { fetchOptions: { headers: { ...sponsorship.headers } } } : {})
      const paymaster = transport ? { paymaster: createPaymasterClient({ transport }), paymasterContext: sponsorship!.context } : {}
      return bundler.sendUserOperation({ account, calls: calls.map((c) => ({ to: c.to, value: c.value ?? 0n, data: c.data ?? '0x' })), ...paymaster })
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
