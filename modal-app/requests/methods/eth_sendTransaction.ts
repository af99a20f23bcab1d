import { lazyComponent } from '../../ui/components/lazyComponent'
import { decodeTransaction } from './internal/decodeTransaction'
import { fillTransactionFee } from './internal/fillTransactionFee'
import { defineMethod } from './MethodSpec'
import type { SendTransactionParams } from './params'

const EthSendTransaction = lazyComponent(() => import('../approve/bodies/eth_sendTransaction'))

/**
 * eth_sendTransaction: sent after approval, on the chain the approval showed, with the gas and
 * fees of a dapp's price filled in first (what the approval shows is what is signed); the
 * approval stays on as TransactionSent (sending, then sent with its explorer link, or failed).
 */
export default defineMethod<SendTransactionParams>({
  method: 'eth_sendTransaction',
  namespaces: ['eip155'],
  policy: 'approve',
  decode: (params) => decodeTransaction('eth_sendTransaction', params),
  fill: fillTransactionFee,
  approval: { title: 'approve.title.eth_sendTransaction', Body: EthSendTransaction },
  afterApproval: 'TransactionSent',
  chainBound: true,
  walletConnect: true,
})
