import { formatUnits } from 'viem'
import { isAddressOfNetwork } from '../../../shared/bitcoin/isAddressOfNetwork'
import { esploraCall } from './esploraCall'

interface TxoStats {
  funded_txo_sum?: unknown
  spent_txo_sum?: unknown
}

function sats(stats: TxoStats | undefined): bigint {
  const funded = stats?.funded_txo_sum
  const spent = stats?.spent_txo_sum
  if (!Number.isSafeInteger(funded) || !Number.isSafeInteger(spent)) throw new Error('Malformed Esplora address stats')
  return BigInt(funded as number) - BigInt(spent as number)
}

/**
 * Reads a Bitcoin address's balance from the network's Esplora API (`GET /address/:address`):
 * what its confirmed and mempool outputs hold minus what was spent of them, in BTC as a decimal
 * string; an address of another network (the account switched before the network did) is not
 * asked. Loaded with the first Bitcoin balance only, never on the modal's start path.
 *
 * @example
 * await fetchBitcoinBalance('http://127.0.0.1:18332', bitcoinRegtest.caipNetworkId, 'bcrt1q…') // '1.5'
 */
export async function fetchBitcoinBalance(esploraUrl: string | undefined, caipNetworkId: string, address: string): Promise<string> {
  if (!esploraUrl) throw new Error('No Esplora endpoint for this network')
  if (!isAddressOfNetwork(address, caipNetworkId)) throw new Error('The address is not of this network')
  const answer = (await esploraCall(esploraUrl, `/address/${encodeURIComponent(address)}`)) as { chain_stats?: TxoStats; mempool_stats?: TxoStats } | null
  return formatUnits(sats(answer?.chain_stats) + sats(answer?.mempool_stats), 8)
}
