import type { OnrampQuote } from '../../../shared/onramp/types'

/** docs/texts.md#on-ramp: the quote id the modal shows when the quote call failed. */
export const MOCKED_QUOTE_ID = 'mocked-quote-id'

/**
 * The placeholder quote of docs/texts.md#on-ramp for a failed quote call: the amount as subtotal and total, no fee
 * known, nothing promised (purchaseAmount 0), id 'mocked-quote-id'. The view reads the id and
 * says the provider will show the amount.
 *
 * @example
 * placeholderQuote('100', 'USD', 'ETH').quoteId // 'mocked-quote-id'
 */
export function placeholderQuote(amount: string, currency: string, asset: string): OnrampQuote {
  return {
    fee: { amount: '0', currency },
    subtotal: { amount, currency },
    total: { amount, currency },
    purchaseAmount: { amount: '0', currency: asset },
    quoteId: MOCKED_QUOTE_ID,
  }
}
