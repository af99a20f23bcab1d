import eth_accounts from './eth_accounts'
import eth_blockNumber from './eth_blockNumber'
import eth_call from './eth_call'
import eth_chainId from './eth_chainId'
import eth_coinbase from './eth_coinbase'
import eth_estimateGas from './eth_estimateGas'
import eth_feeHistory from './eth_feeHistory'
import eth_gasPrice from './eth_gasPrice'
import eth_getBalance from './eth_getBalance'
import eth_getBlockByHash from './eth_getBlockByHash'
import eth_getBlockByNumber from './eth_getBlockByNumber'
import eth_getCode from './eth_getCode'
import eth_getLogs from './eth_getLogs'
import eth_getProof from './eth_getProof'
import eth_getStorageAt from './eth_getStorageAt'
import eth_getTransactionByHash from './eth_getTransactionByHash'
import eth_getTransactionCount from './eth_getTransactionCount'
import eth_getTransactionReceipt from './eth_getTransactionReceipt'
import eth_maxPriorityFeePerGas from './eth_maxPriorityFeePerGas'
import eth_requestAccounts from './eth_requestAccounts'
import eth_sendRawTransaction from './eth_sendRawTransaction'
import eth_sendTransaction from './eth_sendTransaction'
import eth_sendUserOperation from './eth_sendUserOperation'
import eth_signTypedData from './eth_signTypedData'
import eth_signTypedData_v3 from './eth_signTypedData_v3'
import eth_signTypedData_v4 from './eth_signTypedData_v4'
import eth_syncing from './eth_syncing'
import getAccountAddresses from './getAccountAddresses'
import net_listening from './net_listening'
import net_version from './net_version'
import personal_sign from './personal_sign'
import sendTransfer from './sendTransfer'
import signMessage from './signMessage'
import signPsbt from './signPsbt'
import solana_disconnect from './solana_disconnect'
import solana_getAccounts from './solana_getAccounts'
import solana_requestAccounts from './solana_requestAccounts'
import solana_signAllTransactions from './solana_signAllTransactions'
import solana_signAndSendTransaction from './solana_signAndSendTransaction'
import solana_signMessage from './solana_signMessage'
import solana_signTransaction from './solana_signTransaction'
import wallet_addEthereumChain from './wallet_addEthereumChain'
import wallet_getAssets from './wallet_getAssets'
import wallet_getCallsStatus from './wallet_getCallsStatus'
import wallet_getCapabilities from './wallet_getCapabilities'
import wallet_getPermissions from './wallet_getPermissions'
import wallet_grantPermissions from './wallet_grantPermissions'
import wallet_requestPermissions from './wallet_requestPermissions'
import wallet_revokePermissions from './wallet_revokePermissions'
import wallet_sendCalls from './wallet_sendCalls'
import wallet_showCallsStatus from './wallet_showCallsStatus'
import wallet_switchEthereumChain from './wallet_switchEthereumChain'
import wallet_watchAsset from './wallet_watchAsset'
import web3_clientVersion from './web3_clientVersion'
import type { MethodSpec } from './MethodSpec'

/**
 * The method table: every RPC method the modal answers, one file each. Its order is the order
 * WalletConnect proposals list the methods in. A method not here is refused with 4200.
 *
 * @example
 * METHODS.find((m) => m.method === 'personal_sign')?.policy // 'approve'
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a row's params type is its own; the table holds rows of every type
export const METHODS: readonly MethodSpec<any>[] = Object.freeze([
  personal_sign,
  eth_signTypedData_v4,
  eth_sendTransaction,
  wallet_switchEthereumChain,
  wallet_addEthereumChain,
  solana_signMessage,
  solana_signTransaction,
  solana_signAllTransactions,
  solana_signAndSendTransaction,
  eth_accounts,
  eth_blockNumber,
  eth_call,
  eth_chainId,
  eth_coinbase,
  eth_estimateGas,
  eth_feeHistory,
  eth_gasPrice,
  eth_getBalance,
  eth_getBlockByHash,
  eth_getBlockByNumber,
  eth_getCode,
  eth_getLogs,
  eth_getProof,
  eth_getStorageAt,
  eth_getTransactionByHash,
  eth_getTransactionCount,
  eth_getTransactionReceipt,
  eth_maxPriorityFeePerGas,
  eth_requestAccounts,
  eth_sendRawTransaction,
  eth_sendUserOperation,
  eth_signTypedData,
  eth_signTypedData_v3,
  eth_syncing,
  getAccountAddresses,
  net_listening,
  net_version,
  sendTransfer,
  signMessage,
  signPsbt,
  solana_disconnect,
  solana_getAccounts,
  solana_requestAccounts,
  wallet_getAssets,
  wallet_getCallsStatus,
  wallet_getCapabilities,
  wallet_getPermissions,
  wallet_grantPermissions,
  wallet_requestPermissions,
  wallet_revokePermissions,
  wallet_sendCalls,
  wallet_showCallsStatus,
  wallet_watchAsset,
  web3_clientVersion,
])
