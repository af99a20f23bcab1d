import type { WalletFeature } from '../../../shared/options'
import type { ViewName } from '../../state/router/viewNames'

/**
 * The extension point of the Account view's feature bar: which view each wallet feature opens.
 * A feature without an entry here has no button (its views don't exist yet).
 */
export const featureViews: Partial<Record<WalletFeature, ViewName>> = {
  onramp: 'OnRamp',
  swaps: 'Swap',
  receive: 'WalletReceive',
  send: 'WalletSend',
}

/** Features whose views act on EVM only today (the local exchange and the on-ramp are eip155): hidden on other namespaces. */
export const EVM_ONLY_FEATURES: ReadonlySet<WalletFeature> = new Set(['onramp', 'swaps'])

/** Features whose views act on eip155 and Solana only (Send: native and ERC-20, SOL and SPL). */
export const EVM_SOLANA_FEATURES: ReadonlySet<WalletFeature> = new Set(['send'])
