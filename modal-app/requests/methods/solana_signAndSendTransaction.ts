import SolanaTransactionRequest from '../approve/solana/SolanaTransactionRequest'
import { namedObject } from './internal/decoders'
import { defineMethod } from './MethodSpec'

/** solana_signAndSendTransaction: a transaction signed and sent after approval, its instructions in words. */
export default defineMethod({
  method: 'solana_signAndSendTransaction',
  namespaces: ['solana'],
  policy: 'approve',
  decode: (params) => namedObject('solana_signAndSendTransaction', params),
  approval: { title: 'approve.title.eth_sendTransaction', Body: SolanaTransactionRequest },
  walletConnect: true,
})
