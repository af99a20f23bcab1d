import type { OidcSocialProvider } from '../../../../shared/authApi'

/** docs/validation.md#email-and-socials: "Social provider is one of google, github, apple, facebook, x, discord" (farcaster signs in its own way). */
const OIDC_SOCIAL_PROVIDERS: readonly string[] = ['google', 'github', 'apple', 'facebook', 'x', 'discord'] satisfies readonly OidcSocialProvider[]

/**
 * Whether a value is one of the social providers (docs/validation.md#email-and-socials) that sign in through the OpenID Connect
 * popup. The connector claims such a pick for ConnectingSocial and 'farcaster' for
 * ConnectingFarcaster; anything else is refused before a popup opens.
 *
 * @example
 * isOidcSocialProvider('github') // true
 * isOidcSocialProvider('farcaster') // false
 */
export function isOidcSocialProvider(value: unknown): value is OidcSocialProvider {
  return typeof value === 'string' && OIDC_SOCIAL_PROVIDERS.includes(value)
}
