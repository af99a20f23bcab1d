import type { FiatCurrency, OnrampOptions, PaymentMethod } from './types'

/** default on-ramp limits (docs/constants.md#on-ramp-limits), the same in USD and EUR. */
export const ONRAMP_LIMITS: Readonly<Record<PaymentMethod, { min: number; max: number }>> = { card: { min: 10, max: 7500 }, bank: { min: 10, max: 25000 } }

/** the fiat currencies (docs/constants.md#on-ramp-limits). */
export const ONRAMP_CURRENCIES: readonly FiatCurrency[] = ['USD', 'EUR']

/**
 * The limits for a currency and payment method: from the service's options when it gave them,
 * the defaults otherwise (docs/constants.md#on-ramp-limits).
 *
 * @example
 * onrampLimits('card', 'USD') // { min: 10, max: 7500 }
 */
export function onrampLimits(method: PaymentMethod, currency: FiatCurrency, options?: Pick<OnrampOptions, 'paymentCurrencies'>): { min: number; max: number } {
  const found = options?.paymentCurrencies.find((c) => c.id === currency)?.limits.find((l) => l.id === method)
  if (found && Number.isFinite(Number(found.min)) && Number.isFinite(Number(found.max))) return { min: Number(found.min), max: Number(found.max) }
  return ONRAMP_LIMITS[method]
}
