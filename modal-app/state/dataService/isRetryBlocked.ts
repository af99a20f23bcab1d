import { Constants } from '../../../shared/constants'

/**
 * Whether a token-balance fetch must wait: a failure at `lastRetry` (epoch ms) blocks new
 * fetches for 30 s (docs/constants.md#caches), so a broken service is not hammered each time the view renders.
 *
 * @example
 * isRetryBlocked(Date.now() - 5_000) // true
 * isRetryBlocked(undefined) // false
 */
export function isRetryBlocked(lastRetry: number | undefined, now: number = Date.now()): boolean {
  return lastRetry !== undefined && now - lastRetry < Constants.balanceRetryBlockMs
}
