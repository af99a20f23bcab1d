import type { SendState } from '../../state/send/sendSlice'

/** The Send form's draft (token, amount, receiver). @example selectSendDraft(state).receiverAddress */
export const selectSendDraft = (s: { send: SendState }): SendState => s.send
