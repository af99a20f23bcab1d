import type { AirlockNetwork } from '../../../../shared/networks/networks'
import { isPayloadOfChain } from '../../../../shared/polkadot/isPayloadOfChain'
import type { PolkadotMessageParams, PolkadotTransactionParams } from '../params'
import { namedObject, refuse } from './decoders'

/**
 * Decodes polkadot_signMessage's `{ address, message }` (WalletConnect's `polkadot` namespace,
 * the injected extension's signRaw): both strings; else -32602.
 *
 * @example
 * decodePolkadotMessage({ address: '15oF…', message: '0x68656c6c6f' }).message // '0x68656c6c6f'
 */
export function decodePolkadotMessage(params: unknown): PolkadotMessageParams {
  const named = namedObject('polkadot_signMessage', params)
  if (typeof named.address !== 'string' || typeof named.message !== 'string') refuse('polkadot_signMessage needs { address, message }')
  return named as PolkadotMessageParams
}

/**
 * Decodes polkadot_signTransaction's `{ address, transactionPayload }`: the payload an object
 * whose `method`, `genesisHash` and `specVersion` are hex strings and whose `address` is the
 * request's, and, given the request's network, whose genesis hash is that chain's (a payload for
 * another chain would be signed for one the approval never named, whatever wallet signs it);
 * else -32602. The call itself is decoded against the chain's metadata by the approval.
 *
 * @example
 * decodePolkadotTransaction({ address, transactionPayload: { address, method: '0x0503…', … } }, polkadot)
 */
export function decodePolkadotTransaction(params: unknown, network?: AirlockNetwork): PolkadotTransactionParams {
  const named = namedObject('polkadot_signTransaction', params)
  const payload = named.transactionPayload as Record<string, unknown> | undefined
  const hex = (v: unknown) => typeof v === 'string' && /^0x[0-9a-fA-F]*$/.test(v)
  if (typeof named.address !== 'string' || !payload || typeof payload !== 'object' || payload.address !== named.address || !hex(payload.method) || !hex(payload.genesisHash) || !hex(payload.specVersion) || (network && !isPayloadOfChain(payload.genesisHash, network.caipNetworkId))) {
    refuse('polkadot_signTransaction needs { address, transactionPayload } with the payload of that address')
  }
  return named as PolkadotTransactionParams
}
