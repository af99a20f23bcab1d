import EthSendTransaction from '../../features/approve/methods/eth_sendTransaction'
import { firstObject, refuse } from './internal/decoders'
import { defineMethod } from './MethodSpec'

const FIELDS = ['from', 'to', 'value', 'data', 'input', 'gas', 'gasPrice', 'maxFeePerGas', 'maxPriorityFeePerGas', 'nonce', 'chainId'] as const

/** One EVM transaction as a dapp sends it: every field it sets is a hex string (`to` null or absent deploys a contract). */
export type TransactionRequest = Readonly<Partial<Record<(typeof FIELDS)[number], string | null>>>

/** eth_sendTransaction's params: the transaction. */
export type SendTransactionParams = readonly [TransactionRequest, ...unknown[]]

/**
 * eth_sendTransaction: sent after approval, on the chain the approval showed; the approval stays
 * on as TransactionSent (sending, then sent with its explorer link, or failed).
 */
export default defineMethod<SendTransactionParams>({
  method: 'eth_sendTransaction',
  namespaces: ['eip155'],
  policy: 'approve',
  decode(params) {
    const list = firstObject('eth_sendTransaction', params)
    for (const field of FIELDS) {
      const value = list[0][field]
      if (value !== undefined && value !== null && typeof value !== 'string') refuse(`eth_sendTransaction: ${field} must be a hex string`)
    }
    return list as SendTransactionParams
  },
  approval: { title: 'approve.title.eth_sendTransaction', Body: EthSendTransaction },
  afterApproval: 'TransactionSent',
  chainBound: true,
  walletConnect: true,
})
