// Wire types of the on-ramp endpoints (docs/calls.md#data-api), shared by services/data-api and the modal's onramp feature.

export type PaymentMethod = 'card' | 'bank'
export type FiatCurrency = 'USD' | 'EUR'

/** One fiat currency and what each payment method may buy with it (docs/constants.md#on-ramp-limits). */
export interface OnrampPaymentCurrency {
  id: FiatCurrency
  limits: { id: PaymentMethod; min: string; max: string }[]
}

/** A token the providers sell, and on which networks (the Coinbase pay chain names, docs/constants.md#on-ramp-limits). */
export interface OnrampPurchaseCurrency {
  id: string
  name: string
  symbol: string
  decimals: number
  iconUrl: string
  networks: { name: string; chainId: string; contractAddress: string | null }[]
}

/** A fiat on-ramp provider (docs/features.md#on-ramp-providers): the card provider (EVM) and the aggregator (EVM and Solana). */
export interface OnrampProvider {
  id: 'card' | 'aggregator'
  name: string
  /** e.g. '1-2%' */
  feeRange: string
  namespaces: string[]
}

export interface OnrampOptions {
  paymentCurrencies: OnrampPaymentCurrency[]
  purchaseCurrencies: OnrampPurchaseCurrency[]
  providers: OnrampProvider[]
}

/** `POST /v1/onramp/quote` body (docs/calls.md#data-api), plus the method and provider the visitor picked. */
export interface OnrampQuoteBody {
  purchaseCurrency: string
  paymentCurrency: FiatCurrency
  amount: string
  network: string
  paymentMethod?: PaymentMethod
  provider?: OnrampProvider['id']
}

export interface Money {
  amount: string
  currency: string
}

/** `POST /v1/onramp/quote` response (docs/calls.md#data-api). */
export interface OnrampQuote {
  fee: Money
  subtotal: Money
  total: Money
  purchaseAmount: Money
  quoteId: string
}

/** `POST /v1/generators/onrampurl` body (docs/calls.md#data-api). */
export interface OnrampUrlBody {
  destinationWallets: { address: string; blockchains: string[]; assets: string[] }[]
  defaultNetwork: string
  partnerUserId: string
  defaultExperience: 'buy'
  presetCryptoAmount?: number
  presetFiatAmount?: number
  fiatCurrency?: FiatCurrency
  paymentMethod?: PaymentMethod
  provider?: OnrampProvider['id']
}
