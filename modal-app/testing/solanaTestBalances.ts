import { solanaDevnet } from '../../shared/networks/networks'
import { solanaTestMint } from '../../services/solana/testAccounts'
import type { TokenBalance } from '../state/account/accountTypes'

/**
 * The Solana balances the Send tests start from, on the local chain playing devnet: 1,000 SOL
 * at the local table's $150 and 10,000 AUSD of the test mint.
 *
 * @example
 * const { sol, ausd } = solanaTestBalances
 */
export const solanaTestBalances: { sol: TokenBalance; ausd: TokenBalance } = (() => {
  const chainId = solanaDevnet.caipNetworkId
  const sol: TokenBalance = { name: 'Solana', symbol: 'SOL', chainId, value: 150_000, price: 150, quantity: { decimals: '9', numeric: '1000' }, iconUrl: '' }
  const ausd: TokenBalance = { ...sol, name: 'Airlock USD', symbol: 'AUSD', address: `${chainId}:${solanaTestMint.address}`, quantity: { decimals: '6', numeric: '10000' } }
  return { sol, ausd }
})()
