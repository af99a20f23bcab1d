import type { AppStartListening } from '../../store/listenerMiddleware'
import { optionsReceived } from '../options/optionsSlice'
import { alertRaised } from './alertsSlice'

/**
 * Raises the "missing projectId shows an alert" (docs/validation.md#options) alert when the host's options arrive.
 *
 * @example
 * addAlertListeners(listenerMiddleware.startListening)
 */
export function addAlertListeners(startListening: AppStartListening): void {
  startListening({
    actionCreator: optionsReceived,
    effect: (action, api) => {
      const projectId = action.payload.projectId
      if (typeof projectId !== 'string' || projectId.trim() === '') api.dispatch(alertRaised('projectIdNotConfigured'))
    },
  })
}
