import type { signInWithFarcaster } from '../social/signInWithFarcaster'
import type { signInWithSocial } from '../social/signInWithSocial'

export interface SocialSignIn {
  signInWithSocial: typeof signInWithSocial
  signInWithFarcaster: typeof signInWithFarcaster
}

let loaded: SocialSignIn | undefined

/**
 * Loads the social sign-in flows once (the connector calls it on intent, so that on the
 * visitor's click `socialSignInNow()` has them and the popup opens within the click).
 *
 * @example
 * await loadSocialSignIn()
 */
export async function loadSocialSignIn(): Promise<SocialSignIn> {
  if (loaded) return loaded
  // Their own chunk: the popup and relay flows load on intent, not with the modal's start.
  const [social, farcaster] = await Promise.all([import('../social/signInWithSocial'), import('../social/signInWithFarcaster')])
  loaded = { signInWithSocial: social.signInWithSocial, signInWithFarcaster: farcaster.signInWithFarcaster }
  return loaded
}

/** The social sign-in flows if already loaded (synchronous, for use inside the click). */
export function socialSignInNow(): SocialSignIn | undefined {
  return loaded
}
