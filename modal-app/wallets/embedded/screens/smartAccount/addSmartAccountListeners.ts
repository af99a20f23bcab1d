import type { AppStartListening } from '../../../../store/listenerMiddleware'
import { isEmbeddedConnector } from '../../EmbeddedConnector'
import { hubFrom } from '../../../hubAccess'
import { t } from '../../../../ui/i18n/t'
import { notificationRequested } from '../../../../state/notifications/notificationsSlice'
import { accountTypeSwitchRequested } from './smartAccountActions'

/**
 * The account-type switch's effect: the embedded connector takes the visitor's type (one switch
 * at a time: a second press while one runs is ignored); a failure is shown as an error
 * notification and the account stays as it was.
 *
 * @example
 * addSmartAccountListeners(listenerMiddleware.startListening)
 */
export function addSmartAccountListeners(startListening: AppStartListening): void {
  let switching = false
  startListening({
    actionCreator: accountTypeSwitchRequested,
    effect: async ({ payload }, api) => {
      const embedded = hubFrom(api.extra)?.connectors.find(isEmbeddedConnector)
      if (!embedded || switching) return
      switching = true
      try {
        await embedded.setAccountType(payload.type)
      } catch {
        api.dispatch(notificationRequested({ message: t('smartAccount.switchFailed'), variant: 'error' }))
      } finally {
        switching = false
      }
    },
  })
}
