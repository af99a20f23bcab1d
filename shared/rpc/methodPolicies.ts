import type { ChainNamespace } from '../caip/caip'

/**
 * How the modal's RPC router treats a method (docs/permissions.md#approval):
 * - `read`: answered from the network's RPC endpoint, no account needed;
 * - `account`: needs a connected account, answered without approval (safe);
 * - `approve`: needs a connected account and a visible, trusted click on ApproveTransaction;
 * - `wallet`: needs a connected account and goes straight to the wallet (chain switching,
 *   capability queries), which shows its own UI where it needs one.
 */
export type MethodPolicy = 'read' | 'account' | 'approve' | 'wallet'

const evmRead = [
  'eth_chainId', 'net_version', 'eth_blockNumber', 'eth_getBalance', 'eth_call', 'eth_estimateGas',
  'eth_gasPrice', 'eth_maxPriorityFeePerGas', 'eth_feeHistory', 'eth_getCode', 'eth_getStorageAt',
  'eth_getTransactionCount', 'eth_getTransactionByHash', 'eth_getTransactionReceipt', 'eth_getBlockByNumber',
  'eth_getBlockByHash', 'eth_getLogs', 'eth_getProof', 'eth_syncing', 'web3_clientVersion', 'net_listening',
  'eth_sendRawTransaction',
] as const

/**
 * The per-namespace allow-list as data: anything not named here is refused with 4200
 * 'Requested RPC call is not allowed'.
 *
 * @example
 * methodPolicies.eip155['personal_sign'] // 'approve'
 */
export const methodPolicies: Readonly<Record<ChainNamespace, Readonly<Record<string, MethodPolicy>>>> = Object.freeze({
  eip155: Object.freeze({
    ...Object.fromEntries(evmRead.map((m) => [m, 'read' as const])),
    eth_accounts: 'account',
    eth_requestAccounts: 'account',
    eth_coinbase: 'account',
    wallet_getCapabilities: 'account',
    wallet_getCallsStatus: 'account',
    wallet_getAssets: 'account',
    wallet_switchEthereumChain: 'wallet',
    wallet_addEthereumChain: 'wallet',
    wallet_watchAsset: 'wallet',
    wallet_requestPermissions: 'wallet',
    wallet_getPermissions: 'account',
    wallet_showCallsStatus: 'wallet',
    personal_sign: 'approve',
    eth_signTypedData: 'approve',
    eth_signTypedData_v3: 'approve',
    eth_signTypedData_v4: 'approve',
    eth_sendTransaction: 'approve',
    wallet_sendCalls: 'approve',
    wallet_grantPermissions: 'approve',
    wallet_revokePermissions: 'approve',
    eth_sendUserOperation: 'approve',
  }),
  solana: Object.freeze({
    solana_getAccounts: 'account',
    solana_requestAccounts: 'account',
    // Wallet Standard's standard:disconnect: the dapp gives up its account access (as EIP-2255 revoke).
    solana_disconnect: 'account',
    solana_signMessage: 'approve',
    solana_signTransaction: 'approve',
    solana_signAllTransactions: 'approve',
    solana_signAndSendTransaction: 'approve',
  }),
  bip122: Object.freeze({
    getAccountAddresses: 'account',
    sendTransfer: 'approve',
    signMessage: 'approve',
    signPsbt: 'approve',
  }),
  polkadot: Object.freeze({}),
})

/**
 * Looks a method up in its namespace's allow-list; `undefined` means refused.
 *
 * @example
 * policyOf('eip155', 'eth_sign') // undefined → 4200
 */
export function policyOf(namespace: string, method: string): MethodPolicy | undefined {
  const table = (methodPolicies as Record<string, Readonly<Record<string, MethodPolicy>>>)[namespace]
  if (!table || !Object.prototype.hasOwnProperty.call(table, method)) return undefined
  return table[method]
}
