import { lazyComponent } from '../../ui/components/lazyComponent'
import { decodeSolanaTransactions } from './internal/decodeSolanaParams'
import { defineMethod } from './MethodSpec'
import type { SolanaAllTransactionsParams } from './params'

const SolanaAllTransactionsRequest = lazyComponent(() => import('../approve/solana/SolanaAllTransactionsRequest'))

/** solana_signAllTransactions: several transactions signed after one approval, each shown. */
export default defineMethod<SolanaAllTransactionsParams>({
  method: 'solana_signAllTransactions',
  namespaces: ['solana'],
  policy: 'approve',
  decode: decodeSolanaTransactions,
  approval: { title: 'approve.title.solana_signAllTransactions', Body: SolanaAllTransactionsRequest },
  walletConnect: true,
})
