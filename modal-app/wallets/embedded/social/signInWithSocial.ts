import type { AuthSession, OidcSocialProvider } from '../../../../shared/authApi'
import { ErrorText } from '../../../../shared/errors/messages'
import { MODAL_POPUP_FEATURES } from '../../../ui/popup/modalPopupFeatures'
import { telegramPlatform } from '../../../ui/device/telegramPlatform'
import { AuthRequestError } from '../authClient/AuthRequestError'
import type { AuthClient } from '../authClient/createAuthClient'
import { createSocialSignIn } from '../authClient/createSocialSignIn'
import { waitForPopupCallback } from './internal/waitForPopupCallback'
import { isOidcSocialProvider } from './isOidcSocialProvider'
import { PopupBlockedError } from './PopupBlockedError'
import { savePendingSocialSignIn } from './savePendingSocialSignIn'
import { takePendingSocialSignIn } from './takePendingSocialSignIn'
import { socialCallbackUrl } from './socialCallbackUrl'

/** One named popup: a second click reuses it instead of stacking sign-in windows. */
const POPUP_NAME = 'airlock-social-sign-in'

/**
 * Signs in with a social provider through (docs/validation.md#email-and-socials) the auth service's OpenID Connect flow in a popup
 * the MODAL opens, so no sign-in URL passes through the host page. It must be called inside the
 * visitor's click: everything before `window.open` is synchronous (PKCE verifier, state, the
 * start URL), so the click's user activation is still there when the popup opens. The popup
 * goes to `GET /v1/auth/social/:provider/start` with the modal's own callback page as
 * `redirectUri`; that page posts the redirect back to this window on the modal's origin only,
 * and the code plus the verifier (which never left this window) are exchanged for the session
 * (`POST /v1/auth/social/exchange`, 30 s).
 *
 * Rejects with PopupBlockedError when the browser refused the popup, UserRejectedRequestError
 * (4001) when the visitor closed it without finishing, AuthRequestError for an unknown
 * provider, a failed or forged redirect, or a failed exchange.
 *
 * @example
 * button.onclick = () => {
 *   signInWithSocial(auth, 'google', { projectId }).then((session) => store.signIn(session))
 * }
 */
export function signInWithSocial(auth: AuthClient, provider: OidcSocialProvider, options: { projectId: string }): Promise<AuthSession> {
  if (!isOidcSocialProvider(provider)) return Promise.reject(new AuthRequestError({ reason: 'INVALID_PROVIDER', message: ErrorText.socialSignInFailed, status: 0 }))
  const signIn = createSocialSignIn(auth, provider, socialCallbackUrl(new URL(window.location.href), options.projectId))
  // No await may come before this line: the popup needs the click's user activation.
  const popup = window.open(signIn.url, POPUP_NAME, MODAL_POPUP_FEATURES)
  if (!popup) return Promise.reject(new PopupBlockedError())
  const session = () => window.sessionStorage
  // In a Telegram mini-app the sign-in may come back as a `result_uri` page instead (finishTelegramSignIn).
  const kept = telegramPlatform() !== undefined
  if (kept) savePendingSocialSignIn(session, signIn)
  return waitForPopupCallback(window, popup, signIn.state)
    .then((code) => auth.socialExchange(code, signIn.codeVerifier))
    .finally(() => {
      if (kept) takePendingSocialSignIn(session)
    })
}
