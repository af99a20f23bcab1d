import { useAppDispatch, useAppSelector } from '../../../app/hooks'
import { t } from '../../../ui/i18n/t'
import { viewPushed } from '../../router/routerSlice'
import type { ViewName } from '../../router/viewNames'

/** The wallet features this row offers, in §2's wallet feature order, with the view each opens. */
export const TRADE_FEATURES = [
  { feature: 'onramp', view: 'OnRamp', label: 'onramp.open' },
  { feature: 'swaps', view: 'Swap', label: 'swap.open' },
] as const satisfies readonly { feature: 'onramp' | 'swaps'; view: ViewName; label: string }[]

/**
 * The Account view's Buy and Swap entry points, each shown when its feature is on (§1: both on
 * by default) and on an eip155 network. Kept in one component so the Account feature bar can
 * take over the buttons through {@link TRADE_FEATURES} (feature name → view) and drop this row.
 *
 * @example
 * <AccountTradeButtons />
 */
export function AccountTradeButtons() {
  const dispatch = useAppDispatch()
  const features = useAppSelector((s) => s.options.value.features)
  const namespace = useAppSelector((s) => s.network.caipNetwork?.chainNamespace)
  const shown = TRADE_FEATURES.filter((f) => features[f.feature] && namespace === 'eip155')
  if (shown.length === 0) return null
  return (
    <div className="airlock-actions" data-testid="airlock-account-trade">
      {shown.map((f) => (
        <button
          key={f.feature}
          type="button"
          className="airlock-button airlock-button-secondary"
          data-testid={`airlock-account-${f.feature}`}
          data-airlock-opens={f.view}
          onClick={() => dispatch(viewPushed(f.view))}
        >
          {t(f.label)}
        </button>
      ))}
    </div>
  )
}
