import { bitcoinNetworkKind } from '../../../../shared/bitcoin/bitcoinNetworkKind'
import type { AirlockNetwork } from '../../../../shared/networks/networks'
import type { EmbeddedSessionStore } from '../session/createEmbeddedSessionStore'

/**
 * The embedded wallet's Bitcoin addresses on a `bip122` network, payment (BIP-84) first, then
 * ordinals (BIP-86), as the connector reports them; undefined when the wallet holds no Bitcoin
 * keys or the network is not one of mainnet, testnet and regtest.
 *
 * @example
 * bitcoinAddressesOf(session.current(), bitcoinRegtest) // ['bcrt1q…', 'bcrt1p…']
 */
export function bitcoinAddressesOf(wallet: EmbeddedSessionStore | undefined, network: AirlockNetwork | undefined): string[] | undefined {
  const signer = wallet?.bitcoinAccount()
  const kind = bitcoinNetworkKind(network?.caipNetworkId)
  return signer && kind ? signer.accounts(kind).map((a) => a.address) : undefined
}
