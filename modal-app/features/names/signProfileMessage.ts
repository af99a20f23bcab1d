import { stringToHex } from 'viem'
import { ErrorText } from '../../../shared/errors/messages'
import { toProviderError } from '../../../shared/errors/ProviderRpcError'
import type { AppThunk } from '../../store/appThunk'
import { hubFrom } from '../../wallets/hubAccess'
import { approveThenForward } from '../../requests/approvals/approveThenForward'

/** A signed profile message, or the text of why there is none (docs/texts.md#names). */
export type SignedProfileMessage = { signature: string } | { error: string }

/**
 * Signs a profile message (name registration, text records) with the active connector after the
 * visitor approved it on the ApproveTransaction view (docs/permissions.md#approval: personal_sign needs approval; the view
 * shows the message in full and goes back when done), unless the message states exactly what the
 * visitor just confirmed in the modal (`reviewedInModal`: Register name). texts (docs/texts.md#connectors): a Reject there, or the wallet's
 * own user-rejected error (4001), is 'Signature declined'; any other failure, or an answer that
 * is not a signature, is 'Sign message failed'.
 *
 * @example
 * const signed = await dispatch(signProfileMessage({ message, address, caipNetworkId, namespace: 'eip155' }))
 */
export function signProfileMessage(args: { message: string; address: string; caipNetworkId: string; namespace: string; reviewedInModal?: boolean }): AppThunk<Promise<SignedProfileMessage>> {
  return async (dispatch, _getState, extra) => {
    const connector = hubFrom(extra)?.registry.get(args.namespace as never)
    if (!connector) return { error: ErrorText.signMessageFailed }
    const params = [stringToHex(args.message), args.address]
    try {
      const ask = { method: 'personal_sign', params, caipNetworkId: args.caipNetworkId, address: args.address, goBack: true, reviewedInModal: args.reviewedInModal === true }
      const signature = await approveThenForward(dispatch, ask, () => connector.request({ method: 'personal_sign', params, chainId: args.caipNetworkId }))
      return typeof signature === 'string' && /^0x[0-9a-fA-F]+$/.test(signature) ? { signature } : { error: ErrorText.signMessageFailed }
    } catch (error) {
      // A Reject on the approval view and the wallet's own refusal are both 4001.
      return { error: toProviderError(error).code === 4001 ? ErrorText.signatureDeclined : ErrorText.signMessageFailed }
    }
  }
}
