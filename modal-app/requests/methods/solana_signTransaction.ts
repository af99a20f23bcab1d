import { lazyComponent } from '../../ui/components/lazyComponent'
import { decodeSolanaTransaction } from './internal/decodeSolanaParams'
import { defineMethod } from './MethodSpec'
import type { SolanaTransactionParams } from './params'

const SolanaTransactionRequest = lazyComponent(() => import('../approve/solana/SolanaTransactionRequest'))

/** solana_signTransaction: a transaction signed (not sent) after approval, its instructions in words. */
export default defineMethod<SolanaTransactionParams>({
  method: 'solana_signTransaction',
  namespaces: ['solana'],
  policy: 'approve',
  decode: (params) => decodeSolanaTransaction('solana_signTransaction', params),
  approval: { title: 'approve.title.solana_signTransaction', Body: SolanaTransactionRequest },
  walletConnect: true,
})
