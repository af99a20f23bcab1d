import { erc20Abi, parseEventLogs } from 'viem'
import { swappedEventAbi } from '../../../shared/swap/swappedEventAbi'
import { NATIVE_TOKEN_ADDRESS } from '../../../shared/swap/types'
import type { ReceiptLog } from './waitForReceipt'

/**
 * What a mined swap paid `recipient` in `token` (CAIP-10, or the native placeholder), in base
 * units, read from the receipt's logs: the token's Transfer logs to the recipient, or, for the
 * native currency (paid by an internal call no Transfer shows), the exchange's `Swapped` event.
 * Undefined when the logs do not say, so the caller can fall back on the quote.
 *
 * @example
 * receivedFromLogs(receipt.logs, 'eip155:1:0x5FbD…0aa3', '0xf39F…2266') // 1488123456n
 */
export function receivedFromLogs(logs: readonly ReceiptLog[], token: string, recipient: string): bigint | undefined {
  const contract = token.split(':').at(-1)!.toLowerCase()
  const me = recipient.toLowerCase()
  let total: bigint | undefined
  const add = (amount: bigint) => (total = (total ?? 0n) + amount)
  if (contract === NATIVE_TOKEN_ADDRESS) {
    for (const log of parseEventLogs({ abi: swappedEventAbi, logs: logs as never, eventName: 'Swapped', strict: true })) {
      if (log.args.tokenOut.toLowerCase() === NATIVE_TOKEN_ADDRESS && log.args.to.toLowerCase() === me) add(log.args.amountOut)
    }
    return total
  }
  for (const log of parseEventLogs({ abi: erc20Abi, logs: logs as never, eventName: 'Transfer', strict: true })) {
    if (log.address.toLowerCase() === contract && log.args.to.toLowerCase() === me) add(log.args.value)
  }
  return total
}
