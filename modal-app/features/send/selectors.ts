import type { SendState } from './sendSlice'

/** The Send form's draft (token, amount, receiver). @example selectSendDraft(state).receiverAddress */
export const selectSendDraft = (s: { send: SendState }): SendState => s.send
