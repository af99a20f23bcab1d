import type { AlertKey } from '../../../shared/errors'
import type { AlertsState } from './alertsSlice'

/** The alert on screen. @example selectCurrentAlert(state) // 'projectIdNotConfigured' */
export const selectCurrentAlert = (s: { alerts: AlertsState }): AlertKey | undefined => s.alerts.current
