import { addAlertListeners } from '../features/alerts/addAlertListeners'
import { addApprovalListeners } from '../features/approvals/addApprovalListeners'
import { addNetworkListeners } from '../features/network/addNetworkListeners'
import { addNotificationListeners } from '../features/notifications/addNotificationListeners'
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
  addAlertListeners(startListening)
}
