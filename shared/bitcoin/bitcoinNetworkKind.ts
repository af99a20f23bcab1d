import { BITCOIN_GENESIS_HASHES } from './bitcoinGenesis'
import type { BitcoinNetworkKind } from './bitcoinNetworkParams'

/**
 * Which Bitcoin network a CAIP-2 `bip122:` id names (its reference is the first 32 hex
 * characters of the genesis hash); undefined for any other id.
 *
 * @example
 * bitcoinNetworkKind('bip122:0f9188f13cb7b2c71f2a335e3a4fc328') // 'regtest'
 */
export function bitcoinNetworkKind(caipNetworkId: string | undefined): BitcoinNetworkKind | undefined {
  if (!caipNetworkId?.startsWith('bip122:')) return undefined
  const reference = caipNetworkId.slice('bip122:'.length)
  return (Object.keys(BITCOIN_GENESIS_HASHES) as BitcoinNetworkKind[]).find((kind) => BITCOIN_GENESIS_HASHES[kind].slice(0, 32) === reference)
}
