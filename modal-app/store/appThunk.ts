import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit'
import type { ApprovalRegistry } from './approvalCallbacks'
import type { RootState } from './RootState'

/** Per-store things that must stay out of the state (functions, objects with identity). */
export interface AppExtra {
  approvals: ApprovalRegistry
}

/** A thunk of this store. */
export type AppThunk<R = void> = ThunkAction<R, RootState, AppExtra, UnknownAction>
