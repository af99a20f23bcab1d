import { lazyComponent } from '../../ui/components/lazyComponent'
import { decodeSolanaTransaction } from './internal/decodeSolanaParams'
import { defineMethod } from './MethodSpec'
import type { SolanaTransactionParams } from './params'

const SolanaTransactionRequest = lazyComponent(() => import('../approve/solana/SolanaTransactionRequest'))

/** solana_signAndSendTransaction: a transaction signed and sent after approval, its instructions in words. */
export default defineMethod<SolanaTransactionParams>({
  method: 'solana_signAndSendTransaction',
  namespaces: ['solana'],
  policy: 'approve',
  decode: (params) => decodeSolanaTransaction('solana_signAndSendTransaction', params),
  approval: { title: 'approve.title.eth_sendTransaction', Body: SolanaTransactionRequest },
  walletConnect: true,
})
