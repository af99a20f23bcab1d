import PolkadotTransactionRequest from '../approve/polkadot/PolkadotTransactionRequest'
import { decodePolkadotTransaction } from './internal/decodePolkadotParams'
import { defineMethod } from './MethodSpec'
import type { PolkadotTransactionParams } from './params'

/** polkadot_signTransaction: an extrinsic payload signed (the injected extension's signPayload), its call decoded against the chain's metadata on the approval. */
export default defineMethod<PolkadotTransactionParams>({
  method: 'polkadot_signTransaction',
  namespaces: ['polkadot'],
  policy: 'approve',
  decode: decodePolkadotTransaction,
  approval: { title: 'approve.title.polkadot_signTransaction', Body: PolkadotTransactionRequest },
  walletConnect: true,
})
