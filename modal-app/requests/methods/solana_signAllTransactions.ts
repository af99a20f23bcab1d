import SolanaAllTransactionsRequest from '../approve/solana/SolanaAllTransactionsRequest'
import { namedObject } from './internal/decoders'
import { defineMethod } from './MethodSpec'

/** solana_signAllTransactions: several transactions signed after one approval, each shown. */
export default defineMethod({
  method: 'solana_signAllTransactions',
  namespaces: ['solana'],
  policy: 'approve',
  decode: (params) => namedObject('solana_signAllTransactions', params),
  approval: { title: 'approve.title.solana_signAllTransactions', Body: SolanaAllTransactionsRequest },
  walletConnect: true,
})
