import { Address } from '@scure/btc-signer'
import { bitcoinNetworkKind } from './bitcoinNetworkKind'
import { bitcoinNetworkParams } from './bitcoinNetworkParams'

/**
 * Whether a Bitcoin address belongs to the network a CAIP-2 `bip122:` id names (its bech32 prefix
 * or base58 version): a regtest address read from a testnet endpoint, while the account and the
 * network switch one after the other, is an invalid request the endpoint answers with a 400.
 *
 * @example
 * isAddressOfNetwork('bcrt1q…', 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328') // true
 * isAddressOfNetwork('tb1q…', 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328') // false
 */
export function isAddressOfNetwork(address: string, caipNetworkId: string): boolean {
  const kind = bitcoinNetworkKind(caipNetworkId)
  if (!kind) return false
  try {
    Address(bitcoinNetworkParams(kind)).decode(address)
    return true
  } catch {
    return false
  }
}
