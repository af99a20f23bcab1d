import type { Features, WalletFeature } from '../../../shared/options'
import { orderWalletFeatures } from '../connect/orderWalletFeatures'
import type { ViewName } from '../../state/router/viewNames'

/** One button of the feature bar: the feature and the view it opens. */
export interface FeatureButton {
  feature: WalletFeature
  view: ViewName
}

/**
 * The Account view's feature buttons (order (docs/views.md#orders), `walletFeaturesOrder` first): a feature shows
 * only when its `features` flag is on and `views` (the feature → view map) names its view, so a
 * feature whose views have not landed never shows a dead button.
 *
 * @example
 * visibleWalletFeatures({ onramp: true, swaps: true, receive: true, send: true }, undefined, { send: 'WalletSend' })
 * // [{ feature: 'send', view: 'WalletSend' }]
 */
export function visibleWalletFeatures(
  enabled: Pick<Features, WalletFeature>,
  configured: readonly WalletFeature[] | undefined,
  views: Partial<Record<WalletFeature, ViewName>>,
): FeatureButton[] {
  return orderWalletFeatures(enabled, configured).flatMap((feature) => {
    const view = views[feature]
    return view ? [{ feature, view }] : []
  })
}
