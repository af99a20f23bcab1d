import { onrampLimits } from '../../../shared/onramp/onrampLimits'
import type { FiatCurrency, OnrampQuote, PaymentMethod } from '../../../shared/onramp/types'
import { priceOf } from '../internal/chainSet'
import type { PriceTable } from '../types'

/** USD per unit of each fiat currency (EUR at the local AEUR price). */
export const FIAT_IN_USD: Readonly<Record<FiatCurrency, number>> = { USD: 1, EUR: 1.08 }

/** An amount the provider will not take: outside the payment method's limits, or an unknown asset. */
export class OnrampQuoteError extends Error {
  override name = 'OnrampQuoteError'
  constructor(
    readonly code: 'OUT_OF_LIMITS' | 'UNKNOWN_ASSET' | 'INVALID_AMOUNT',
    message: string,
  ) {
    super(message)
  }
}

/**
 * The providers' fee (docs/features.md#on-ramp-providers: 1–2 %): 2 % under 100, 1.5 % under 1,000, 1 % from 1,000 of the fiat
 * amount, so bigger purchases pay less.
 *
 * @example
 * onrampFeePercent(50) // 2
 */
export function onrampFeePercent(amount: number): number {
  return amount < 100 ? 2 : amount < 1000 ? 1.5 : 1
}

const cents = (n: number) => (Math.round(n * 100) / 100).toFixed(2)

/**
 * Quotes a purchase: `amount` of fiat pays the fee (kept from it) and buys the rest of `asset`
 * at the price table's price. Refuses an amount outside the limits for the method and currency (docs/constants.md#on-ramp-limits).
 *
 * @example
 * quoteOnramp({ amount: '100', paymentCurrency: 'USD', purchaseCurrency: 'ETH', method: 'card', prices: { ETH: 3000 } })
 * // purchaseAmount 0.0328333 ETH, fee 1.50 USD
 */
export function quoteOnramp(args: { amount: string; paymentCurrency: FiatCurrency; purchaseCurrency: string; method: PaymentMethod; prices: PriceTable; quoteId: string }): OnrampQuote {
  const { paymentCurrency: currency, purchaseCurrency: asset } = args
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(args.amount)) throw new OnrampQuoteError('INVALID_AMOUNT', 'amount must be a decimal with at most 2 decimals')
  const amount = Number(args.amount)
  const { min, max } = onrampLimits(args.method, currency)
  if (amount < min || amount > max) throw new OnrampQuoteError('OUT_OF_LIMITS', `Amount must be between ${min} and ${max} ${currency} for ${args.method} payments`)
  const price = priceOf(args.prices, asset)
  if (price <= 0) throw new OnrampQuoteError('UNKNOWN_ASSET', `${asset} is not for sale`)
  const fee = (amount * onrampFeePercent(amount)) / 100
  const subtotal = amount - fee
  const bought = (subtotal * FIAT_IN_USD[currency]) / price
  return {
    fee: { amount: cents(fee), currency },
    subtotal: { amount: cents(subtotal), currency },
    total: { amount: cents(amount), currency },
    // Eight decimals: finer than any fiat cent, coarse enough to read.
    purchaseAmount: { amount: String(Math.floor(bought * 1e8) / 1e8), currency: asset },
    quoteId: args.quoteId,
  }
}
