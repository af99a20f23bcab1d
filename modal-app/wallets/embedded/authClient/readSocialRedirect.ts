import { ErrorText } from '../../../../shared/errors/messages'
import { AuthRequestError } from './AuthRequestError'

/**
 * Reads the auth service's redirect back to the modal (`redirectUri?code=…&state=…` or
 * `?error=…&state=…`) and returns the one-time code, after checking that `state` is the one this
 * attempt sent, so a redirect forged or replayed into the modal can't sign the visitor in as
 * someone else. Anything else is an AuthRequestError SIGN_IN_FAILED (state mismatch, no code) or
 * the service's error code.
 *
 * @example
 * const code = readSocialRedirect(popup.location.href, signIn.state)
 * const session = await auth.socialExchange(code, signIn.codeVerifier)
 */
export function readSocialRedirect(redirectedUrl: string, expectedState: string): string {
  const params = new URL(redirectedUrl).searchParams
  const fail = (reason: 'SIGN_IN_FAILED' | 'INVALID_REDIRECT' | 'INVALID_PROVIDER') => new AuthRequestError({ reason, message: ErrorText.socialSignInFailed, status: 0 })
  if (!expectedState || params.get('state') !== expectedState) throw fail('SIGN_IN_FAILED')
  const error = params.get('error')
  if (error !== null) throw fail(error === 'INVALID_REDIRECT' || error === 'INVALID_PROVIDER' ? error : 'SIGN_IN_FAILED')
  const code = params.get('code')
  if (!code) throw fail('SIGN_IN_FAILED')
  return code
}
