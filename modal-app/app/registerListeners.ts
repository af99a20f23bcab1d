import { addBalanceListeners } from '../features/account/addBalanceListeners'
import { addAlertListeners } from '../state/alerts/addAlertListeners'
import { addApprovalListeners } from '../requests/approvals/addApprovalListeners'
import { addConnectWalletListeners } from '../wallets/addConnectWalletListeners'
import { addDisconnectListeners } from '../wallets/addDisconnectListeners'
import { addEmbeddedListeners } from '../wallets/embedded/screens/addEmbeddedListeners'
import { addNetworkListeners } from '../state/network/addNetworkListeners'
import { addNetworkSwitchListeners } from '../features/network/addNetworkSwitchListeners'
import { addNotificationListeners } from '../state/notifications/addNotificationListeners'
import { addWalletCatalogListeners } from '../wallets/walletConnect/screens/catalog/addWalletCatalogListeners'
import { addWalletConnectListeners } from '../wallets/walletConnect/screens/addWalletConnectListeners'
import { addAnalyticsListeners } from './analytics/addAnalyticsListeners'
import { addSmartAccountListeners } from '../wallets/embedded/screens/smartAccount/addSmartAccountListeners'
import { addCallsListeners } from '../requests/calls/addCallsListeners'
import { addSiwxListeners } from '../requests/siwx/addSiwxListeners'
import type { AppStartListening } from '../store/listenerMiddleware'

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
