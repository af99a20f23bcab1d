import { parseAbi } from 'viem'

/**
 * The local exchange's trade event (services/fixtures/exchange/AirlockExchange.sol): who traded
 * what for what, and whom it paid. Read by the data service's history and by the modal's swap,
 * which learn from it what a sale for the native currency paid out (an internal call no log of a
 * token shows).
 *
 * @example
 * parseEventLogs({ abi: swappedEventAbi, logs: receipt.logs })
 */
export const swappedEventAbi = parseAbi(['event Swapped(address indexed sender, address indexed tokenIn, address indexed tokenOut, uint256 amountIn, uint256 amountOut, address to)'])
