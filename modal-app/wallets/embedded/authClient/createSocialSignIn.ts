import type { OidcSocialProvider } from '../../../../shared/authApi'
import { bytesToBase64Url } from '../internal/bytesToBase64Url'
import type { AuthClient } from './createAuthClient'
import { pkceChallenge } from './pkceChallenge'

/** One social sign-in attempt: the popup's URL and what the modal keeps to finish it. */
export interface SocialSignIn {
  provider: OidcSocialProvider
  /** Open this in the popup. Carries the challenge, never the verifier. */
  url: string
  /** Must come back unchanged on the redirect (CSRF and mix-up protection). */
  state: string
  /** Sent only to `socialExchange`, from the modal, so a stolen redirect code is useless. */
  codeVerifier: string
}

/**
 * Starts a social sign-in: a fresh PKCE verifier (32 random bytes, base64url: 43 characters, RFC
 * 7636 §4.1), its S256 challenge and a random `state`, and the auth service's start URL for the
 * provider. Fully synchronous so the caller can `window.open(signIn.url)` in the click handler.
 * The verifier and state stay in the modal's memory; only the challenge goes in the URL.
 *
 * @example
 * button.onclick = () => {
 *   const signIn = createSocialSignIn(auth, 'google', `${location.origin}/auth/callback`)
 *   popup = window.open(signIn.url, 'airlock-social', 'popup')
 * }
 */
export function createSocialSignIn(client: AuthClient, provider: OidcSocialProvider, redirectUri: string): SocialSignIn {
  const codeVerifier = bytesToBase64Url(globalThis.crypto.getRandomValues(new Uint8Array(32)))
  const state = bytesToBase64Url(globalThis.crypto.getRandomValues(new Uint8Array(16)))
  const url = client.socialStartUrl(provider, { redirectUri, state, codeChallenge: pkceChallenge(codeVerifier) })
  return { provider, url, state, codeVerifier }
}
