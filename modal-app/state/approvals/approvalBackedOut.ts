import { createAction } from '@reduxjs/toolkit'

/**
 * The visitor pressed Back on the approval `approvalId`. The approval listeners reject it: a
 * request that leaves the screen must not stay approvable, unseen.
 *
 * @example
 * store.dispatch(approvalBackedOut('a1'))
 */
export const approvalBackedOut = createAction<string>('approvals/backedOut')
