import type { Features } from '../../../shared/options'

/**
 * Whether the Connect view shows its wallet list behind one "Continue with a wallet" button
 * (docs/features.md#social-logins `collapseWallets`, and `emailShowWallets` off): only when email or social sign-in
 * is offered next to it, since otherwise the wallets are all the view has.
 *
 * @example
 * walletsCollapsed({ ...features, emailShowWallets: false }, true) // true
 */
export function walletsCollapsed(features: Pick<Features, 'collapseWallets' | 'emailShowWallets'>, signInOffered: boolean): boolean {
  return signInOffered && (features.collapseWallets || !features.emailShowWallets)
}
