import { decodeFunctionData, parseAbi } from 'viem'

/** The swap entry point of the local stack's exchange (services/fixtures/exchange). */
const EXCHANGE_ABI = parseAbi(['function swap(address tokenIn, address tokenOut, uint256 amountIn, uint256 minAmountOut, address to) payable returns (uint256)'])

/** The address the exchange uses for the chain's native currency. */
export const NATIVE_TOKEN = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'

/** A swap read from calldata: what goes in, the least that must come back, and who gets it. */
export interface SwapCall {
  /** A token address, or {@link NATIVE_TOKEN} for the native currency. */
  tokenIn: string
  tokenOut: string
  amountIn: bigint
  minAmountOut: bigint
  /** Who receives what comes back. */
  recipient: string
}

/**
 * Reads the exchange's `swap(tokenIn, tokenOut, amountIn, minAmountOut, to)` calldata, so an
 * approval can say "Swap 0.5 ETH for at least 1,473.2 AUSD"; anything else is undefined. It
 * reads the calldata only: whichever contract receives it decides what really happens, so the
 * approval still names that contract.
 *
 * @example
 * decodeSwapCall(calldata)?.minAmountOut // 1473200000n
 */
export function decodeSwapCall(data: string): SwapCall | undefined {
  try {
    const decoded = decodeFunctionData({ abi: EXCHANGE_ABI, data: data as `0x${string}` })
    const [tokenIn, tokenOut, amountIn, minAmountOut, recipient] = decoded.args
    return { tokenIn, tokenOut, amountIn, minAmountOut, recipient }
  } catch {
    return undefined
  }
}
