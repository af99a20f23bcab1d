import { watchPopupClosed } from '../../popup/watchPopupClosed'
import { APPROVAL_POPUP_TYPE, isApprovalPopupMessage, type ApprovalPopupMessage, type ApprovalSnapshot } from './approvalPopupMessage'

/** A running approval window: the visitor's answer (false when they cancel or close it), and `stop` (a new request, the view gone). */
export interface ApprovalPopupRun {
  answer: Promise<boolean>
  stop: () => void
}

const randomNonce = () => [...crypto.getRandomValues(new Uint8Array(16))].map((b) => b.toString(16).padStart(2, '0')).join('')

/**
 * The frame's side of the approval window (`openApprovalPopup` opened `popup` in the click). It
 * shows `approval` there once the window's page says it is loaded, bound to a fresh one-time
 * nonce, and resolves the visitor's answer. Both ways the channel is `postMessage` addressed to
 * the modal's own origin only, and a message counts only from that origin AND from that very
 * window (`event.source`): a page of the dapp can hold no reference to the window and the frame
 * ignores every other sender. A BroadcastChannel was not used: any page of the modal's origin
 * (the same modal framed by another site, in a browser that does not partition) could listen
 * and answer there, and Firefox and Safari partition it by top-level site, so the frame's and
 * the window's would not even meet. An answer with another nonce (an earlier window, a replay)
 * is ignored. Closing the window answers false; `stop` closes it.
 *
 * @example
 * const run = runApprovalPopup(window, popup, snapshotApproval(root))
 * if (await run.answer) approve()
 */
export function runApprovalPopup(win: Window, popup: Window, approval: ApprovalSnapshot): ApprovalPopupRun {
  const origin = win.location.origin
  const nonce = randomNonce()
  let settle: (approved: boolean) => void = () => undefined
  const answer = new Promise<boolean>((resolve) => (settle = resolve))
  const post = (message: ApprovalPopupMessage) => popup.postMessage(message, origin)
  let shown = false
  const onMessage = (event: MessageEvent) => {
    if (event.origin !== origin || event.source !== popup || !isApprovalPopupMessage(event.data)) return
    const message = event.data
    if (message.kind === 'ready' && !shown) {
      shown = true
      post({ type: APPROVAL_POPUP_TYPE, kind: 'show', nonce, approval })
    } else if (message.kind === 'answer' && message.nonce === nonce) {
      finish(message.approved)
    }
  }
  const stopWatching = watchPopupClosed(popup, () => finish(false))
  function finish(approved: boolean) {
    stopWatching()
    win.removeEventListener('message', onMessage)
    if (!popup.closed) popup.close()
    settle(approved)
  }
  win.addEventListener('message', onMessage)
  // The window's page may have loaded before this module did, its `ready` unheard: ask again.
  // (Before its page loads the window holds an about:blank of this same origin, which drops it.)
  post({ type: APPROVAL_POPUP_TYPE, kind: 'ping' })
  return { answer, stop: () => finish(false) }
}
