import type { AuthSession } from '../../../../shared/authApi'
import { ErrorText } from '../../../../shared/errors/messages'
import { AuthRequestError } from '../authClient/AuthRequestError'
import type { AuthClient } from '../authClient/createAuthClient'
import { takePendingSocialSignIn } from './takePendingSocialSignIn'

/**
 * Finishes a social sign-in that came back to a Telegram mini-app as `result_uri` (see
 * `readTelegramResult`): takes the sign-in this modal origin started (`signInWithSocial` kept it
 * in session storage inside Telegram), checks the returned state against it, and exchanges the
 * code with its PKCE verifier. Rejects with AuthRequestError SIGN_IN_FAILED when no sign-in of
 * this origin waits or the state differs (a forged or replayed return), as the popup path does.
 *
 * @example
 * const result = readTelegramResult()
 * if (result) await sessionStore.signIn(await finishTelegramSignIn(auth, result))
 */
export async function finishTelegramSignIn(auth: AuthClient, result: { code: string; state: string }, storage: () => Storage = () => window.sessionStorage): Promise<AuthSession> {
  const pending = takePendingSocialSignIn(storage)
  if (!pending || pending.state !== result.state) throw new AuthRequestError({ reason: 'SIGN_IN_FAILED', message: ErrorText.socialSignInFailed, status: 0 })
  return auth.socialExchange(result.code, pending.codeVerifier)
}
