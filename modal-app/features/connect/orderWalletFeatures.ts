import type { Features, WalletFeature } from '../../../shared/options'

const DEFAULT_FEATURES_ORDER: readonly WalletFeature[] = ['onramp', 'swaps', 'receive', 'send']

/**
 * The Account view's wallet feature buttons (docs/views.md#orders): onramp, swaps, receive, send, or the
 * configured `walletFeaturesOrder` first; features switched off are left out.
 *
 * @example
 * orderWalletFeatures({ onramp: false, swaps: true, receive: true, send: true }) // ['swaps', 'receive', 'send']
 */
export function orderWalletFeatures(
  enabled: Pick<Features, WalletFeature>,
  configured?: readonly WalletFeature[],
): WalletFeature[] {
  const chosen = [...new Set(configured ?? [])].filter((f) => DEFAULT_FEATURES_ORDER.includes(f))
  return [...chosen, ...DEFAULT_FEATURES_ORDER.filter((f) => !chosen.includes(f))].filter((f) => enabled[f])
}
