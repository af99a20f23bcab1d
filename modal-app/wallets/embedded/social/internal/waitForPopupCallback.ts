import { UserRejectedRequestError } from '../../../../../shared/errors'
import { readSocialRedirect } from '../../authClient/readSocialRedirect'
import { isSocialCallbackMessage } from '../socialCallbackMessage'

/** How often the popup is checked for having been closed by the visitor. */
const CLOSED_POLL_MS = 400
/**
 * After the popup is seen closed, how long its last message may still be on its way: the
 * callback page posts, then closes itself, and the two can be observed in either order.
 */
const CLOSED_GRACE_MS = 600

/**
 * Waits for the sign-in popup's callback page to send back where the auth service redirected
 * it, and resolves the one-time code after `readSocialRedirect` checked the state. Only a
 * message from the modal's own origin AND from this very popup counts (any other window, a
 * page of another origin, or a second popup is ignored). Rejects with UserRejectedRequestError
 * (4001) when the visitor closes the popup without finishing, or with the redirect's error.
 *
 * @example
 * const code = await waitForPopupCallback(window, popup, signIn.state)
 */
export function waitForPopupCallback(win: Window, popup: Window, expectedState: string): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    let graceTimer: ReturnType<typeof setTimeout> | undefined
    const poll = setInterval(() => {
      if (popup.closed && graceTimer === undefined) graceTimer = setTimeout(() => finish(() => reject(new UserRejectedRequestError())), CLOSED_GRACE_MS)
    }, CLOSED_POLL_MS)
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== win.location.origin || event.source !== popup || !isSocialCallbackMessage(event.data)) return
      const url = event.data.url
      finish(() => {
        // The page closes itself; this covers a browser that kept it open.
        if (!popup.closed) popup.close()
        try {
          resolve(readSocialRedirect(url, expectedState))
        } catch (error) {
          reject(error)
        }
      })
    }
    function finish(settle: () => void) {
      clearInterval(poll)
      if (graceTimer !== undefined) clearTimeout(graceTimer)
      win.removeEventListener('message', onMessage)
      settle()
    }
    win.addEventListener('message', onMessage)
  })
}
