import { parseAbi, type Address } from 'viem'
import type { ChainEntry } from '../internal/chainSet'
import { HttpError } from '../internal/HttpError'
import type { PoolReserves } from './quoteSwap'

/** The parts of AirlockExchange the data API calls (services/fixtures/exchange/AirlockExchange.sol). */
export const exchangeAbi = parseAbi([
  'function getReserves(address token) view returns (uint256 eth, uint256 tokens)',
  'function swap(address tokenIn, address tokenOut, uint256 amountIn, uint256 minAmountOut, address to) payable returns (uint256 amountOut)',
  'error SlippageExceeded(uint256 amountOut, uint256 minAmountOut)',
  'error InsufficientAllowance(uint256 available, uint256 needed)',
  'error InsufficientBalance(uint256 available, uint256 needed)',
])

/**
 * Reads the pool of every configured token of `chain` from the exchange in one batched round
 * trip; tokens without liquidity are left out, so they are neither listed nor quoted. A chain
 * that does not answer is a 502.
 *
 * @example
 * const pools = await readPools(chain, exchange) // Map { '0x5fbd…' => { eth, tokens } }
 */
export async function readPools(chain: ChainEntry, exchange: Address): Promise<Map<string, PoolReserves>> {
  try {
    const reserves = await Promise.all(chain.tokens.map((t) => chain.client.readContract({ address: exchange, abi: exchangeAbi, functionName: 'getReserves', args: [t.address] })))
    const pools = new Map<string, PoolReserves>()
    chain.tokens.forEach((t, i) => {
      const [eth, tokens] = reserves[i]!
      if (eth > 0n && tokens > 0n) pools.set(t.address.toLowerCase(), { eth, tokens })
    })
    return pools
  } catch (cause) {
    throw new HttpError(502, 'Chain Unavailable', `Chain ${chain.caip} did not answer: ${(cause as Error).message.split('\n')[0]}`)
  }
}
