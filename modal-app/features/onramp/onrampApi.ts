import { DEFAULT_ONRAMP_OPTIONS } from '../../../shared/onramp/defaultOnrampOptions'
import type { OnrampOptions, OnrampQuote, OnrampQuoteBody, OnrampUrlBody } from '../../../shared/onramp/types'
import { dataApi } from '../../state/dataService/dataApi'
import { callDataApi } from '../../state/dataService/callDataApi'
import { placeholderQuote } from './placeholderQuote'

/**
 * The on-ramp endpoints (docs/calls.md#other) with the fallbacks (docs/texts.md#on-ramp): options that fail become the built-in
 * defaults, a quote that fails becomes the placeholder quote ('mocked-quote-id'). The checkout
 * link (`generators/onrampurl`) has no fallback: without it there is nothing to open.
 *
 * @example
 * const { data } = await dispatch(onrampApi.endpoints.onrampOptions.initiate())
 */
export const onrampApi = dataApi.injectEndpoints({
  endpoints: (build) => ({
    onrampOptions: build.query<OnrampOptions, null>({
      queryFn: async (_arg, api, _extra, baseQuery) => {
        const result = await callDataApi<OnrampOptions>({ url: '/v1/onramp/options' }, api, baseQuery)
        const ok = result.data && Array.isArray(result.data.providers) && Array.isArray(result.data.paymentCurrencies) && Array.isArray(result.data.purchaseCurrencies)
        return { data: ok ? result.data! : DEFAULT_ONRAMP_OPTIONS }
      },
      keepUnusedDataFor: 300,
    }),
    onrampQuote: build.query<OnrampQuote, OnrampQuoteBody>({
      queryFn: async (body, api, _extra, baseQuery) => {
        const result = await callDataApi<OnrampQuote>({ url: '/v1/onramp/quote', method: 'POST', body }, api, baseQuery)
        if (result.data && typeof result.data.quoteId === 'string' && result.data.purchaseAmount) return { data: result.data }
        return { data: placeholderQuote(body.amount, body.paymentCurrency, body.purchaseCurrency) }
      },
      keepUnusedDataFor: 0,
    }),
    onrampUrl: build.mutation<{ url: string }, OnrampUrlBody>({
      queryFn: (body, api, _extra, baseQuery) => callDataApi<{ url: string }>({ url: '/v1/generators/onrampurl', method: 'POST', body }, api, baseQuery),
    }),
  }),
})
