import type { SwapQuote, SwapToken } from '../../../../shared/swap/types'
import { fromBaseUnits } from '../swapAmounts'
import { t } from '../../../ui/i18n/t'
import '../../../ui/i18n/swapMessages'

/** Above this price impact (percent) the view warns before the visitor swaps. */
export const IMPACT_WARNING_PERCENT = 5

/**
 * A quote's details: the rate, the price impact (a warning above {@link IMPACT_WARNING_PERCENT}),
 * the pools' fee and the least the swap pays under the slippage.
 *
 * @example
 * <SwapDetails quote={quote} from={eth} to={ausd} slippage={1} />
 */
export function SwapDetails({ quote, from, to, slippage }: { quote: SwapQuote; from: SwapToken; to: SwapToken; slippage: number }) {
  const fromAmount = BigInt(quote.fromAmount)
  const toAmount = BigInt(quote.toAmount)
  // The rate for one whole token sold, in base units of the token bought.
  const rate = fromAmount > 0n ? (toAmount * 10n ** BigInt(from.decimals)) / fromAmount : 0n
  const minimum = (toAmount * BigInt(10_000 - Math.round(slippage * 100))) / 10_000n
  const high = quote.priceImpact > IMPACT_WARNING_PERCENT
  return (
    <dl className="airlock-stack" data-testid="airlock-swap-details">
      <div style={{ display: 'flex', justifyContent: 'space-between' }}>
        <dt className="airlock-text-secondary">{t('swap.rate')}</dt>
        <dd data-testid="airlock-swap-rate">{`1 ${from.symbol} = ${fromBaseUnits(rate, to.decimals, 4)} ${to.symbol}`}</dd>
      </div>
      <div style={{ display: 'flex', justifyContent: 'space-between' }}>
        <dt className="airlock-text-secondary">{t('swap.priceImpact')}</dt>
        <dd data-testid="airlock-swap-impact">{`${quote.priceImpact.toFixed(2)} %`}</dd>
      </div>
      <div style={{ display: 'flex', justifyContent: 'space-between' }}>
        <dt className="airlock-text-secondary">{t('swap.fee')}</dt>
        <dd data-testid="airlock-swap-fee">{`${fromBaseUnits(BigInt(quote.fee.amount), from.decimals)} ${from.symbol}`}</dd>
      </div>
      <div style={{ display: 'flex', justifyContent: 'space-between' }}>
        <dt className="airlock-text-secondary">{t('swap.minimum')}</dt>
        <dd data-testid="airlock-swap-minimum">{`${fromBaseUnits(minimum, to.decimals)} ${to.symbol}`}</dd>
      </div>
      {high ? (
        <p className="airlock-field-error" role="alert" data-testid="airlock-swap-impact-warning">
          {t('swap.impactWarning', { percent: quote.priceImpact.toFixed(2) })}
        </p>
      ) : null}
    </dl>
  )
}
