import { decodeEventLog, getAddress, type Address, type Hex } from 'viem'
import { swappedEventAbi } from '../../../shared/swap/swappedEventAbi'
import { NATIVE_TOKEN_ADDRESS } from '../../../shared/swap/types'
import type { MovedValue } from './HistoryIndex'


/**
 * The native currency the local exchange paid out in a receipt, read from its `Swapped`
 * events: a sale of tokens for ETH pays with an internal call no log or transaction value shows,
 * so without this a swap to ETH would read as a plain token send. Token payouts are not listed
 * (their Transfer logs already are).
 *
 * @example
 * swapPayouts(receipt.logs, exchange) // [{ token: null, from: exchange, to: '0x…', amount: 33000000000000000n }]
 */
export function swapPayouts(logs: readonly { address: Address; topics: [Hex, ...Hex[]]; data: Hex }[], exchange: string): MovedValue[] {
  const out: MovedValue[] = []
  for (const log of logs) {
    if (log.address.toLowerCase() !== exchange.toLowerCase()) continue
    try {
      const ev = decodeEventLog({ abi: swappedEventAbi, eventName: 'Swapped', topics: log.topics, data: log.data })
      if (ev.args.tokenOut.toLowerCase() === NATIVE_TOKEN_ADDRESS) out.push({ token: null, from: getAddress(log.address), to: ev.args.to, amount: ev.args.amountOut })
    } catch {
      // Another event of the exchange (LiquidityAdded).
    }
  }
  return out
}
