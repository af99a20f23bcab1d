import type { SocialSignIn } from '../authClient/createSocialSignIn'

/** Where a Telegram mini-app's unfinished social sign-in waits for its `result_uri` return. */
export const PENDING_SOCIAL_KEY = 'airlock:social:pending'

/** What is kept to finish the sign-in after the return: nothing of it is sent anywhere before the exchange. */
export interface PendingSocialSignIn {
  provider: SocialSignIn['provider']
  state: string
  codeVerifier: string
}

/**
 * Keeps an unfinished social sign-in in the modal origin's session storage. Only a Telegram
 * mini-app needs it: there the sign-in can end in the Telegram app reopening the mini-app with
 * `result_uri` (a new page of the modal) instead of the popup's message, and that page needs the
 * state to check and the PKCE verifier to exchange the code. A storage the browser denies (even
 * reading `sessionStorage` throws then, hence the getter) is no error: that return can't finish then, and the visitor signs in again.
 *
 * @example
 * if (telegramPlatform()) savePendingSocialSignIn(() => window.sessionStorage, signIn)
 */
export function savePendingSocialSignIn(storage: () => Storage, signIn: SocialSignIn): void {
  const pending: PendingSocialSignIn = { provider: signIn.provider, state: signIn.state, codeVerifier: signIn.codeVerifier }
  try {
    storage().setItem(PENDING_SOCIAL_KEY, JSON.stringify(pending))
  } catch {
    // Storage denied or full: the popup's own message still finishes this sign-in.
  }
}
