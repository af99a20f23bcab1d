import type { SwapToken, SwapTransaction } from '../../../shared/swap/types'
import { decodeSwapCall } from '../../lib/decodeSwapCall'
import { decodeTokenCall } from '../../lib/decodeTokenCall'

/** What the visitor reviewed on the Swap view: the tokens, the amount sold (base units) and their account. */
export interface ReviewedSwap {
  userAddress: string
  from: Pick<SwapToken, 'address'>
  to: Pick<SwapToken, 'address'>
  amount: string
}

const addressOf = (caip10: string) => (caip10.split(':').at(-1) ?? '').toLowerCase()
const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()

/**
 * Whether a transaction the swap service built says what the visitor reviewed on the Swap view,
 * read from its own calldata: the allowance step approves the token sold for exactly the amount
 * sold and sends no ETH; the swap sells exactly that amount of that token for the token asked for,
 * paid to the visitor's own account, with ETH sent only for an ETH sale and then exactly the
 * amount. Only then is the in-modal approval skipped as a second ask; anything else is shown on
 * the approval view as any other request would be.
 *
 * @example
 * builtAsReviewed(built.data.tx, plan, 'swap') // true for the swap of the reviewed amount
 */
export function builtAsReviewed(tx: SwapTransaction, plan: ReviewedSwap, step: 'approve' | 'swap'): boolean {
  let value: bigint
  let amount: bigint
  try {
    value = BigInt(tx.value)
    amount = BigInt(plan.amount)
  } catch {
    return false
  }
  const sold = addressOf(plan.from.address)
  if (step === 'approve') {
    const call = decodeTokenCall(tx.data)
    return !!call && call.kind === 'approve' && call.amount === amount && same(tx.to, sold) && value === 0n
  }
  const swap = decodeSwapCall(tx.data)
  if (!swap) return false
  const nativeIn = sold === swap.tokenIn.toLowerCase() && /^0xe{40}$/i.test(sold)
  return (
    same(swap.tokenIn, sold) &&
    same(swap.tokenOut, addressOf(plan.to.address)) &&
    swap.amountIn === amount &&
    same(swap.recipient, plan.userAddress) &&
    value === (nativeIn ? amount : 0n)
  )
}
