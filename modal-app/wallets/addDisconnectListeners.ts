import type { ChainNamespace } from '../../shared/caip'
import { ErrorText } from '../../shared/errors/messages'
import type { AppStartListening } from '../store/listenerMiddleware'
import { hubFrom } from './hubAccess'
import { disconnectRequested } from '../state/connection/connectActions'
import { modalClosed } from '../state/modal/modalActions'
import { notificationRequested } from '../state/notifications/notificationsSlice'

const NAMESPACES: readonly string[] = ['eip155', 'solana', 'polkadot', 'bip122']

/**
 * The visitor's Disconnect (docs/state-rules.md#disconnect): the connector ends its session, the namespace is reset
 * (account, connection, send draft), and the modal closes; if the connector fails, the toast
 * reads 'Failed to disconnect' and the connection stays.
 *
 * @example
 * addDisconnectListeners(listenerMiddleware.startListening)
 */
export function addDisconnectListeners(startListening: AppStartListening): void {
  startListening({
    actionCreator: disconnectRequested,
    effect: async (action, api) => {
      const hub = hubFrom(api.extra)
      const requested = action.payload.namespace
      const namespace = requested && NAMESPACES.includes(requested) ? (requested as ChainNamespace) : undefined
      try {
        if (!hub) throw new Error('The host is not connected yet')
        await hub.disconnect(namespace)
        api.dispatch(modalClosed({ reason: 'done' }))
      } catch {
        api.dispatch(notificationRequested({ message: ErrorText.failedToDisconnect, variant: 'error' }))
      }
    },
  })
}
