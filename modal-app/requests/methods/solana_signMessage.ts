import { lazyComponent } from '../../ui/components/lazyComponent'
import { decodeSolanaMessage } from './internal/decodeSolanaParams'
import { defineMethod } from './MethodSpec'
import type { SolanaMessageParams } from './params'

const SolanaMessageRequest = lazyComponent(() => import('../approve/solana/SolanaMessageRequest'))

/** solana_signMessage: a message signature (Wallet Standard signMessage), shown as text when readable, after approval. */
export default defineMethod<SolanaMessageParams>({
  method: 'solana_signMessage',
  namespaces: ['solana'],
  policy: 'approve',
  decode: decodeSolanaMessage,
  approval: { title: 'approve.title.personal_sign', Body: SolanaMessageRequest },
  walletConnect: true,
})
