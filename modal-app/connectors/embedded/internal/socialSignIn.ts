import type { AuthSession, FarcasterChannel, OidcSocialProvider } from '../../../../shared/authApi'
import { ErrorText } from '../../../../shared/errors/messages'
import { UnknownError } from '../../../../shared/errors/ProviderRpcError'
import type { AuthClient } from '../authClient/createAuthClient'

/** `social/signInWithSocial.ts`: opens the provider's popup synchronously and resolves with the session. */
export type SignInWithSocial = (auth: AuthClient, provider: OidcSocialProvider, options: { projectId: string }) => Promise<AuthSession>

/** `social/signInWithFarcaster.ts`: opens a relay channel, reports it, resolves when the client approved. */
export type SignInWithFarcaster = (auth: AuthClient, options: { onChannel(channel: FarcasterChannel): void }) => { result: Promise<AuthSession>; cancel(): void }

export interface SocialSignIn {
  signInWithSocial: SignInWithSocial
  signInWithFarcaster: SignInWithFarcaster
}

// The social sign-in flows (popup, Farcaster relay) live in `../social/`, built apart from this
// connector; they are found by name so this connector builds and runs whether or not they are
// present yet, and a pick of a social provider fails with the spec's text until they are.
const socialModules = import.meta.glob<Record<string, unknown>>(['../social/signInWithSocial.ts', '../social/signInWithFarcaster.ts'])

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
  const [social, farcaster] = await Promise.all([
    socialModules['../social/signInWithSocial.ts']?.(),
    socialModules['../social/signInWithFarcaster.ts']?.(),
  ])
  const signInWithSocial = social?.signInWithSocial
  const signInWithFarcaster = farcaster?.signInWithFarcaster
  if (typeof signInWithSocial !== 'function' || typeof signInWithFarcaster !== 'function') throw new UnknownError({ message: ErrorText.socialSignInFailed })
  loaded = { signInWithSocial: signInWithSocial as SignInWithSocial, signInWithFarcaster: signInWithFarcaster as SignInWithFarcaster }
  return loaded
}

/** The social sign-in flows if already loaded (synchronous, for use inside the click). */
export function socialSignInNow(): SocialSignIn | undefined {
  return loaded
}
