import { SOCIAL_CALLBACK_TYPE, type SocialCallbackMessage } from './socialCallbackMessage'

/**
 * The sign-in callback page's whole job (`auth-callback.html`): the auth service redirected the
 * popup here with `?code=&state=` (or `?error=&state=`); the page sends that address to the
 * modal that opened it, addressed to the modal's own origin only (the same origin as this page,
 * so no other page can read it), takes the code out of its own address bar and history entry,
 * and closes. Returns false when there is no opener to tell (the page was opened on its own, or
 * the modal is gone): the page then stays, saying the window can be closed.
 *
 * @example
 * if (!postSocialCallback(window)) document.body.dataset.airlockOrphan = 'true'
 */
export function postSocialCallback(win: Window): boolean {
  const url = win.location.href
  win.history.replaceState(null, '', win.location.pathname)
  const opener = win.opener as Window | null
  if (!opener || opener.closed) return false
  const message: SocialCallbackMessage = { type: SOCIAL_CALLBACK_TYPE, url }
  opener.postMessage(message, win.location.origin)
  win.close()
  return true
}
