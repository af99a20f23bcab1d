import { Constants } from '../../../../shared/constants'

/**
 * How long to wait before asking for a fresh pairing URI: a pairing counts as expired once 10 s
 * or less remain (docs/state-rules.md#expiry), so the refresh is due 10 s before `expiry`; 0 when that moment has passed.
 *
 * @example
 * pairingRefreshDelay(now + 4 * 60_000, now) // 230_000
 */
export function pairingRefreshDelay(expiry: number, now: number): number {
  return Math.max(0, expiry - Constants.pairingRefreshBeforeMs - now)
}

/**
 * Whether a pairing is expired by the rule (docs/state-rules.md#expiry) (10 s or less remain).
 *
 * @example
 * isPairingExpired(now + 9_000, now) // true
 */
export function isPairingExpired(expiry: number, now: number): boolean {
  return expiry - now <= Constants.pairingRefreshBeforeMs
}

/**
 * The expiry of a URI shown now: 4 minutes from `now` (pairing expiry, docs/constants.md#timing).
 *
 * @example
 * pairingExpiryFrom(0) // 240_000
 */
export function pairingExpiryFrom(now: number): number {
  return now + Constants.pairingExpiryMs
}
