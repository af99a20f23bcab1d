import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit'
import type { ToastVariant } from '../../ui/components/Toast'

export type NotificationVariant = ToastVariant

/** notification (docs/entities.md#notification) (one toast at a time). */
export interface NotificationsState {
  id: number
  message: string
  variant: NotificationVariant
  open: boolean
  autoClose: boolean
}

// This slice's part of the store's state (see store/RootState.ts).
declare module '../../store/RootState' {
  interface RootState {
    notifications: NotificationsState
  }
}

export const initialNotificationsState: NotificationsState = { id: 0, message: '', variant: 'success', open: false, autoClose: true }

/** What anyone asks for; the listener applies the swap rule before it is displayed (docs/state-rules.md#notifications). */
export interface NotificationRequest {
  message: string
  variant: NotificationVariant
  /** Defaults to true for success and error, false for loading. */
  autoClose?: boolean
}

/**
 * Asks for a toast. If one is open, it closes and the new one shows 150 ms later (docs/state-rules.md#notifications).
 *
 * @example
 * store.dispatch(notificationRequested({ message: ErrorText.transactionStarted, variant: 'success' }))
 */
export const notificationRequested = createAction<NotificationRequest>('notifications/requested')

/**
 * The toast on screen.
 *
 * @example
 * store.dispatch(notificationClosed())
 */
export const notificationsSlice = createSlice({
  name: 'notifications',
  initialState: initialNotificationsState,
  reducers: {
    notificationDisplayed(state, action: PayloadAction<Required<NotificationRequest>>) {
      state.id += 1
      state.message = action.payload.message
      state.variant = action.payload.variant
      state.autoClose = action.payload.autoClose
      state.open = true
    },
    notificationClosed(state) {
      state.open = false
    },
  },
})

export const { notificationDisplayed, notificationClosed } = notificationsSlice.actions
