import { PENDING_SOCIAL_KEY, type PendingSocialSignIn } from './savePendingSocialSignIn'
import { isOidcSocialProvider } from './isOidcSocialProvider'

/**
 * Takes (reads and removes) the unfinished social sign-in `savePendingSocialSignIn` kept, so a
 * return can be used once. Undefined when there is none, it is malformed, or storage is denied.
 *
 * @example
 * const pending = takePendingSocialSignIn(() => window.sessionStorage)
 */
export function takePendingSocialSignIn(storage: () => Storage): PendingSocialSignIn | undefined {
  let raw: string | null
  try {
    const store = storage()
    raw = store.getItem(PENDING_SOCIAL_KEY)
    store.removeItem(PENDING_SOCIAL_KEY)
  } catch {
    return undefined
  }
  if (!raw) return undefined
  try {
    const value = JSON.parse(raw) as Partial<PendingSocialSignIn>
    if (!isOidcSocialProvider(value.provider) || typeof value.state !== 'string' || typeof value.codeVerifier !== 'string') return undefined
    return { provider: value.provider, state: value.state, codeVerifier: value.codeVerifier }
  } catch {
    return undefined
  }
}
