import type { WalletFeature } from '../../../shared/options'
import type { ViewName } from '../router/viewNames'

/**
 * The extension point of the Account view's feature bar: which view each wallet feature opens.
 * A feature without an entry here has no button (its views don't exist yet); the on-ramp and
 * swap features add their own line each when their views land.
 */
export const featureViews: Partial<Record<WalletFeature, ViewName>> = {
  receive: 'WalletReceive',
  send: 'WalletSend',
}
