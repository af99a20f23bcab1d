import { createAction } from '@reduxjs/toolkit'

/**
 * The dapp asked the wallet to show a batch's status (EIP-5792 `wallet_showCallsStatus`): the
 * calls feature opens the CallsStatus view for that batch id and follows it until it settles.
 *
 * @example
 * store.dispatch(callsStatusShown({ id: '0x…' }))
 */
export const callsStatusShown = createAction<{ id: string }>('calls/statusShown')

/**
 * The paymaster refused to sponsor a batch the visitor approved (a cap reached, an operation
 * above the caps…): the calls feature shows `message` in the modal as an error toast, opening
 * the modal that the approval had closed. Wallets report it; they never route themselves.
 *
 * @example
 * store.dispatch(callsSponsorshipRefused({ message: 'Gas sponsorship limit reached for this account. Try again later.' }))
 */
export const callsSponsorshipRefused = createAction<{ message: string }>('calls/sponsorshipRefused')
