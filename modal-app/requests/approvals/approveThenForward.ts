import { UserRejectedRequestError } from '../../../shared/errors/ProviderRpcError'
import type { AppDispatch } from '../../store/storeTypes'
import type { ViewName } from '../../state/router/viewNames'
import { methodSpecOf } from '../methods'
import { requestApproval } from './requestApproval'

/** What the visitor is asked to approve, and where the approval view goes. */
export interface ApprovalAsk {
  method: string
  /** The request's params, already decoded (plain JSON data, kept as is in the approval entry). */
  params: unknown
  caipNetworkId: string
  address: string
  /** Back to the view that asked when done (the modal's own sends and signatures). */
  goBack?: boolean
  /** After Approve, this view replaces the approval (a dapp's send stays on as TransactionSent). */
  then?: ViewName
  /** Told the approval's id as soon as it is queued (so a host can retire it later). */
  queued?(approvalId: string): void
  /**
   * The modal built this request itself from a form the visitor reviewed and confirmed inside
   * the modal (Send's review, Swap, Register name): it goes to the wallet without a second
   * in-modal approval (the wallet still confirms). Only the modal's own flows set it; the
   * bridge builds a dapp's ask field by field and never copies it, so a page can't mark its
   * request as reviewed.
   */
  reviewedInModal?: boolean
}

/**
 * The one "approve, then forward" of the modal: queues the guarded ApproveTransaction view for
 * `ask`, and only after the visitor's trusted Approve calls `forward` (the wallet) and resolves
 * with its answer; a Reject (or the approval retired) rejects with 4001 and nothing is
 * forwarded. A request the modal built from a form the visitor already reviewed in the modal
 * (`reviewedInModal`) is forwarded at once: the wallet still confirms it. Without `forward` it
 * resolves once approved (the RPC router forwards itself). Every request the modal or a dapp
 * sends to a wallet after an approval goes through here.
 *
 * @example
 * const hash = await approveThenForward(dispatch, { method: 'eth_sendTransaction', params, caipNetworkId, address, goBack: true }, () => connector.request({ method: 'eth_sendTransaction', params, chainId: caipNetworkId }))
 */
export async function approveThenForward<T = void>(dispatch: AppDispatch, ask: ApprovalAsk, forward?: () => Promise<T>): Promise<T> {
  // Reviewed in the modal already: asking again on the approval view is a second confirm of the same thing (issue 35 #2).
  if (ask.reviewedInModal === true) return forward ? forward() : (undefined as T)
  // The method's approval body is in its own chunk: fetched now, beside the queueing, which stays
  // synchronous (the pending cap and a host's retire count on it). Until it is in, the approval
  // view suspends whole, so the click guard starts on a view that shows everything.
  methodSpecOf(ask.caipNetworkId.split(':')[0] ?? '', ask.method)?.approval?.Body.preload?.().catch(() => undefined)
  await new Promise<void>((resolve, reject) => {
    const approvalId = dispatch(
      requestApproval({
        shown: { view: 'ApproveTransaction' },
        request: { method: ask.method, params: toStoredParams(ask.params), caipNetworkId: ask.caipNetworkId, address: ask.address },
        goBack: !!ask.goBack,
        ...(ask.then ? { replace: true, view: ask.then } : {}),
        onSuccess: () => resolve(),
        onCancel: () => reject(new UserRejectedRequestError()),
      }),
    )
    ask.queued?.(approvalId)
  })
  return forward ? forward() : (undefined as T)
}

/**
 * The params as the approval entry keeps them: a deep copy (the store freezes what it holds; the
 * caller's own params object goes to the wallet unfrozen). Something that can't be copied (a
 * function) throws, so the request fails instead of an approval showing less than is forwarded.
 */
function toStoredParams(params: unknown): unknown {
  return params === undefined ? null : structuredClone(params)
}
