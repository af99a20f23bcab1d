import SolanaMessageRequest from '../approve/solana/SolanaMessageRequest'
import { namedObject } from './internal/decoders'
import { defineMethod } from './MethodSpec'

/** solana_signMessage: a message signature (Wallet Standard signMessage), shown as text when readable, after approval. */
export default defineMethod({
  method: 'solana_signMessage',
  namespaces: ['solana'],
  policy: 'approve',
  decode: (params) => namedObject('solana_signMessage', params),
  approval: { title: 'approve.title.personal_sign', Body: SolanaMessageRequest },
  walletConnect: true,
})
