import PolkadotMessageRequest from '../approve/polkadot/PolkadotMessageRequest'
import { decodePolkadotMessage } from './internal/decodePolkadotParams'
import { defineMethod } from './MethodSpec'
import type { PolkadotMessageParams } from './params'

/** polkadot_signMessage: a message signature (the injected extension's signRaw), shown as text when readable, after approval. */
export default defineMethod<PolkadotMessageParams>({
  method: 'polkadot_signMessage',
  namespaces: ['polkadot'],
  policy: 'approve',
  decode: decodePolkadotMessage,
  approval: { title: 'approve.title.personal_sign', Body: PolkadotMessageRequest },
  walletConnect: true,
})
