import type { OidcSocialProvider } from '../../../shared/authApi/types'

/**
 * The social providers the local OpenID Connect provider plays, each with the name its login page
 * shows (docs/validation.md#email-and-socials: google, github, apple, facebook, x, discord; farcaster has its own flow).
 *
 * @example
 * Object.keys(oidcProviders) // ['google', 'x', 'discord', 'github', 'apple', 'facebook']
 */
export const oidcProviders: Readonly<Record<OidcSocialProvider, string>> = Object.freeze({
  google: 'Google',
  x: 'X',
  discord: 'Discord',
  github: 'GitHub',
  apple: 'Apple',
  facebook: 'Facebook',
})
