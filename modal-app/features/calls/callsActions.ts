import { createAction } from '@reduxjs/toolkit'

/**
 * The dapp asked the wallet to show a batch's status (EIP-5792 `wallet_showCallsStatus`): the
 * calls feature opens the CallsStatus view for that batch id and follows it until it settles.
 *
 * @example
 * store.dispatch(callsStatusShown({ id: '0x…' }))
 */
export const callsStatusShown = createAction<{ id: string }>('calls/statusShown')
