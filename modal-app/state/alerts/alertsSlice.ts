import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import type { AlertKey } from '../../../shared/errors'

/**
 * Alerts that show a single time per modal life (docs/texts.md#alerts): the allowlist error (also raised by an
 * analytics 403) and the universal-provider errors, once each.
 */
export const ONCE_ALERTS: readonly AlertKey[] = ['invalidAppConfiguration', 'sessionExpired', 'invalidProjectId']

export interface AlertsState {
  current?: AlertKey
  /** Every alert shown so far, to honour the once rule. */
  shown: AlertKey[]
}

// This slice's part of the store's state (see store/RootState.ts).
declare module '../../store/RootState' {
  interface RootState {
    alerts: AlertsState
  }
}

export const initialAlertsState: AlertsState = { shown: [] }

/**
 * The alert catalogue as banners (docs/texts.md#alerts); a once-alert raised again after it was shown is ignored.
 *
 * @example
 * store.dispatch(alertRaised('projectIdNotConfigured'))
 */
export const alertsSlice = createSlice({
  name: 'alerts',
  initialState: initialAlertsState,
  reducers: {
    alertRaised(state, action: PayloadAction<AlertKey>) {
      const key = action.payload
      if (ONCE_ALERTS.includes(key) && state.shown.includes(key)) return
      state.current = key
      if (!state.shown.includes(key)) state.shown.push(key)
    },
    alertDismissed(state) {
      delete state.current
    },
  },
})

export const { alertRaised, alertDismissed } = alertsSlice.actions
