import { addBalanceListeners } from '../features/account/addBalanceListeners'
import { addAlertListeners } from '../features/alerts/addAlertListeners'
import { addApprovalListeners } from '../features/approvals/addApprovalListeners'
import { addConnectWalletListeners } from '../features/connection/addConnectWalletListeners'
import { addDisconnectListeners } from '../features/connection/addDisconnectListeners'
import { addEmbeddedListeners } from '../features/embedded/addEmbeddedListeners'
import { addNetworkListeners } from '../features/network/addNetworkListeners'
import { addNetworkSwitchListeners } from '../features/network/addNetworkSwitchListeners'
import { addNotificationListeners } from '../features/notifications/addNotificationListeners'
import { addWalletCatalogListeners } from '../features/walletCatalog/addWalletCatalogListeners'
import { addWalletConnectListeners } from '../features/walletConnect/addWalletConnectListeners'
import { addAnalyticsListeners } from '../features/analytics/addAnalyticsListeners'
import { addSmartAccountListeners } from '../features/smartAccount/addSmartAccountListeners'
import { addCallsListeners } from '../features/calls/addCallsListeners'
import { addSiwxListeners } from '../features/siwx/addSiwxListeners'
import type { AppStartListening } from './listenerMiddleware'

/**
 * Registers every feature's effects on one store's listener middleware.
 *
 * @example
 * registerListeners(listeners.startListening as AppStartListening)
 */
export function registerListeners(startListening: AppStartListening): void {
  addNotificationListeners(startListening)
  addApprovalListeners(startListening)
  addNetworkListeners(startListening)
  addNetworkSwitchListeners(startListening)
  addAlertListeners(startListening)
  addConnectWalletListeners(startListening)
  addDisconnectListeners(startListening)
  addBalanceListeners(startListening)
  addWalletConnectListeners(startListening)
  addEmbeddedListeners(startListening)
  addWalletCatalogListeners(startListening)
  addAnalyticsListeners(startListening)
  addSmartAccountListeners(startListening)
  addCallsListeners(startListening)
  addSiwxListeners(startListening)
}
