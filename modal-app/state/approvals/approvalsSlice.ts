import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import type { RouteEntry, ViewName } from '../router/viewNames'

/**
 * One pending approval (pending-approval stack, docs/views.md#approvals-stack). What happens after the visitor decides:
 * `goBack` pops the stack, `replace` swaps the approval view for `view`, `view` alone resets
 * to it; with none of them the modal closes. Its callbacks live outside the state, keyed by id.
 */
export interface ApprovalEntry {
  id: string
  /** The route of the view that asks for the approval: `{ view, data: { approvalId } }`. */
  shown: RouteEntry
  /**
   * What the view shows and the click approves (method, decoded params as plain JSON data, chain,
   * account): bound to this id.
   */
  request?: Readonly<Record<string, unknown>>
  goBack: boolean
  replace: boolean
  view?: ViewName
}

export interface ApprovalsState {
  stack: ApprovalEntry[]
}

// This slice's part of the store's state (see store/RootState.ts).
declare module '../../store/RootState' {
  interface RootState {
    approvals: ApprovalsState
  }
}

export const initialApprovalsState: ApprovalsState = { stack: [] }

/**
 * The pending approvals, oldest first: the oldest is on screen, the others wait visibly in the
 * queue behind it (never under another view).
 *
 * @example
 * store.dispatch(approvalPushed({ id: 'a1', shown: { view: 'ApproveTransaction' }, goBack: false, replace: false }))
 */
export const approvalsSlice = createSlice({
  name: 'approvals',
  initialState: initialApprovalsState,
  reducers: {
    approvalPushed(state, action: PayloadAction<ApprovalEntry>) {
      state.stack.push(action.payload)
    },
    approvalResolved(state, action: PayloadAction<{ id: string; outcome: 'success' | 'cancel' }>) {
      state.stack = state.stack.filter((e) => e.id !== action.payload.id)
    },
    approvalsCleared(state) {
      state.stack = []
    },
  },
})

export const { approvalPushed, approvalResolved, approvalsCleared } = approvalsSlice.actions
