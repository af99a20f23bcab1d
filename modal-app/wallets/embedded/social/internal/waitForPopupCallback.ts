import { UserRejectedRequestError } from '../../../../../shared/errors'
import { watchPopupClosed } from '../../../../ui/popup/watchPopupClosed'
import { readSocialRedirect } from '../../authClient/readSocialRedirect'
import { isSocialCallbackMessage } from '../socialCallbackMessage'

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
    const stopWatching = watchPopupClosed(popup, () => finish(() => reject(new UserRejectedRequestError())))
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
      stopWatching()
      win.removeEventListener('message', onMessage)
      settle()
    }
    win.addEventListener('message', onMessage)
  })
}
