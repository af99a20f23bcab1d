import type { KeyCurve } from '../../keys/KeyScheme'

/**
 * The additional data a key record is sealed with: user, curve and address, so a record moved to
 * another user or edited to claim another address no longer opens.
 */
export function sealContext(userId: string, curve: KeyCurve, address: string): string {
  return JSON.stringify(['airlock-embedded-key', 1, userId, curve, address.toLowerCase()])
}
