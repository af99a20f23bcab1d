import type { DecodedPolkadotPayload } from './decodePolkadotPayload'
import { PolkadotPayloadError } from './PolkadotPayloadError'

/** One JSON-RPC call to the chain's endpoint (the operator's, never the dapp's). */
export type PolkadotChainCall = (method: string, params: unknown[]) => Promise<unknown>

/**
 * Holds a mortal payload's shown start to what it signs: the era names only a period and a
 * phase, so the block it starts at ("valid for N blocks from block B") is worked out from the
 * payload's `blockNumber`, which is not signed; the signature carries the start block's hash.
 * This asks the chain for block B's hash and refuses the payload (PolkadotPayloadError, -32602)
 * when it isn't the one signed, so a dapp can't show one start while the visitor signs another.
 * An immortal payload signs the genesis hash and needs no read.
 *
 * @example
 * await checkMortalBirth((method, params) => readFromNetwork(url, method, params), decoded)
 */
export async function checkMortalBirth(chain: PolkadotChainCall, decoded: Pick<DecodedPolkadotPayload, 'mortalFrom' | 'blockHash'>): Promise<void> {
  if (decoded.mortalFrom === null) return
  const hash = await chain('chain_getBlockHash', [decoded.mortalFrom])
  if (typeof hash !== 'string' || hash.toLowerCase() !== decoded.blockHash.toLowerCase()) {
    throw new PolkadotPayloadError(`The payload signs block hash ${decoded.blockHash}, which is not block ${decoded.mortalFrom}'s, where its era is shown to start`)
  }
}
