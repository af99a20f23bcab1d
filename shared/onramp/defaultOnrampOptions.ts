import { ONRAMP_CURRENCIES, ONRAMP_LIMITS } from './onrampLimits'
import type { OnrampOptions } from './types'

const ETH_ICON =
  'data:image/svg+xml;base64,' +
  'PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCAzMiAzMiI+PGNpcmNsZSBjeD0iMTYiIGN5PSIxNiIgcj0iMTYiIGZpbGw9IiM2MjdFRUEiLz48L3N2Zz4='

/**
 * The built-in on-ramp options (docs/texts.md#on-ramp: used when `GET /v1/onramp/options` fails): the two docs/features.md#on-ramp-providers
 * providers, the currencies and limits (docs/constants.md#on-ramp-limits), and ETH on the pay chains the local stack runs (docs/constants.md#chains).
 *
 * @example
 * const options = (await fetchOptions().catch(() => undefined)) ?? DEFAULT_ONRAMP_OPTIONS
 */
export const DEFAULT_ONRAMP_OPTIONS: OnrampOptions = {
  paymentCurrencies: ONRAMP_CURRENCIES.map((id) => ({
    id,
    limits: (['card', 'bank'] as const).map((method) => ({ id: method, min: String(ONRAMP_LIMITS[method].min), max: String(ONRAMP_LIMITS[method].max) })),
  })),
  purchaseCurrencies: [
    {
      id: 'ETH',
      name: 'Ether',
      symbol: 'ETH',
      decimals: 18,
      iconUrl: ETH_ICON,
      networks: [
        { name: 'ethereum', chainId: '1', contractAddress: null },
        { name: 'base', chainId: '8453', contractAddress: null },
      ],
    },
  ],
  providers: [
    { id: 'card', name: 'Airlock Card', feeRange: '1-2%', namespaces: ['eip155'] },
    { id: 'aggregator', name: 'Airlock Ramp', feeRange: '1-2%', namespaces: ['eip155', 'solana'] },
  ],
}
