import { formatUnits } from 'viem'
import type { AirlockNetwork } from '../../../shared/networks/networks'
import { readFromNetwork } from '../../clients/chainRpc/readFromNetwork'
import { ss58Decode } from '../../../shared/polkadot/ss58Decode'
import { systemAccountKey } from '../../../shared/polkadot/systemAccountKey'

/**
 * Reads an address's native balance straight from the network's RPC endpoint
 * (`eth_getBalance`, Solana's `getBalance` in lamports, or Polkadot's `System.Account` storage in planck) and returns it as a decimal string in
 * whole units.
 *
 * @example
 * await fetchNativeBalance('http://127.0.0.1:18545', mainnet, '0xf39F…') // '10000'
 */
export async function fetchNativeBalance(rpcUrl: string | undefined, network: AirlockNetwork, address: string): Promise<string> {
  if (network.chainNamespace === 'solana') {
    // Solana's getBalance answers lamports in `value` (9 decimals).
    const answer = (await readFromNetwork(rpcUrl, 'getBalance', [address, { commitment: 'confirmed' }])) as { value?: unknown } | null
    if (typeof answer?.value !== 'number' || !Number.isSafeInteger(answer.value) || answer.value < 0) throw new Error('Malformed getBalance result')
    return formatUnits(BigInt(answer.value), network.nativeCurrency.decimals)
  }
  if (network.chainNamespace === 'polkadot') {
    // System.Account of the account id: nonce and three reference counts (4 bytes each), then `free` as a little-endian u128.
    const account = ss58Decode(address)
    if (!account) throw new Error('Not an SS58 address')
    const raw = await readFromNetwork(rpcUrl, 'state_getStorage', [systemAccountKey(account.publicKey)])
    if (raw === null) return '0'
    if (typeof raw !== 'string' || !/^0x[0-9a-f]{64,}$/i.test(raw)) throw new Error('Malformed state_getStorage result')
    const free = BigInt(`0x${(raw.slice(2 + 32, 2 + 64).match(/../g) ?? []).reverse().join('')}`)
    return formatUnits(free, network.nativeCurrency.decimals)
  }
  const raw = await readFromNetwork(rpcUrl, 'eth_getBalance', [address, 'latest'])
  if (typeof raw !== 'string' || !/^0x[0-9a-f]*$/i.test(raw)) throw new Error('Malformed eth_getBalance result')
  return formatUnits(BigInt(raw === '0x' ? 0 : raw), network.nativeCurrency.decimals)
}
