import { formatUnits, type Address } from 'viem'
import type { ChainEntry } from '../internal/chainSet'

/** What the local explorer shows about one address. */
export interface ExplorerAddress {
  address: Address
  /** The native balance, formatted in the chain's unit. */
  balance: string
  symbol: string
  /** Transactions sent from it (its nonce). */
  nonce: number
  /** Whether code is deployed there (a contract, or an account with a delegation). */
  hasCode: boolean
}

/**
 * Reads an address of a local chain over its JSON-RPC in one batch: balance, nonce and whether
 * it holds code. A chain that does not answer throws.
 *
 * @example
 * (await readExplorerAddress(chain, '0xf39F…2266')).nonce // 3
 */
export async function readExplorerAddress(chain: ChainEntry, address: Address): Promise<ExplorerAddress> {
  const [balance, nonce, code] = await Promise.all([
    chain.client.getBalance({ address }),
    chain.client.getTransactionCount({ address }),
    chain.client.getCode({ address }),
  ])
  return { address, balance: formatUnits(balance, chain.native.decimals), symbol: chain.native.symbol, nonce, hasCode: !!code && code !== '0x' }
}
