import { createAction } from '@reduxjs/toolkit'

/** The visitor pressed Sign on the sign-in view of approval `approvalId` (a guarded, trusted press). */
export const siwxSignRequested = createAction<{ approvalId: string }>('siwx/signRequested')
/** The dapp (or the visitor) signs out: the session of the connected account ends. */
export const siwxSignOutRequested = createAction('siwx/signOutRequested')
