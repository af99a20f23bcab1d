import type { KeyCurve } from './KeyScheme'

/**
 * The additional data a recovery share is sealed with: user, curve and address. A blob moved to
 * another user's row or another curve, or paired with an edited address, no longer opens, so a
 * sealed share can't be replayed against another wallet even by someone holding the code.
 *
 * @example
 * const context = recoveryContext('email:a@b.example', 'secp256k1', '0xAbC…')
 */
export function recoveryContext(userId: string, curve: KeyCurve, address: string): string {
  return JSON.stringify(['airlock-recovery-share', 1, userId, curve, curve === 'secp256k1' ? address.toLowerCase() : address])
}
