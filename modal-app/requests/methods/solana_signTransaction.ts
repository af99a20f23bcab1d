import SolanaTransactionRequest from '../approve/solana/SolanaTransactionRequest'
import { namedObject } from './internal/decoders'
import { defineMethod } from './MethodSpec'

/** solana_signTransaction: a transaction signed (not sent) after approval, its instructions in words. */
export default defineMethod({
  method: 'solana_signTransaction',
  namespaces: ['solana'],
  policy: 'approve',
  decode: (params) => namedObject('solana_signTransaction', params),
  approval: { title: 'approve.title.solana_signTransaction', Body: SolanaTransactionRequest },
  walletConnect: true,
})
