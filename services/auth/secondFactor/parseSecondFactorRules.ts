import type { SecondFactorRules } from '../../../shared/authApi/types'
import { AuthError } from '../internal/AuthError'

/** The highest threshold a visitor can set (a billion dollars: anything above is "never"). */
const MAX_THRESHOLD_USD = 1_000_000_000

/**
 * The rules a visitor chose, from a request body: `export` (required, as before the other rules
 * existed), `sendsAboveUsd` (a threshold in US dollars from 0 to a billion, or null / absent for
 * never) and `newDevice` (absent: off). Anything else is 400 BAD_REQUEST, so a stored rule is
 * always one the modal can read.
 *
 * @example
 * parseSecondFactorRules({ export: true, sendsAboveUsd: 100, newDevice: true })
 */
export function parseSecondFactorRules(raw: unknown): SecondFactorRules {
  const rules = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>
  if (typeof rules.export !== 'boolean') throw new AuthError(400, 'BAD_REQUEST', 'rules.export must be true or false')
  const threshold = rules.sendsAboveUsd ?? null
  if (threshold !== null && (typeof threshold !== 'number' || !Number.isFinite(threshold) || threshold < 0 || threshold > MAX_THRESHOLD_USD)) {
    throw new AuthError(400, 'BAD_REQUEST', 'rules.sendsAboveUsd must be an amount in US dollars, or null')
  }
  const newDevice = rules.newDevice ?? false
  if (typeof newDevice !== 'boolean') throw new AuthError(400, 'BAD_REQUEST', 'rules.newDevice must be true or false')
  return { export: rules.export, sendsAboveUsd: threshold, newDevice }
}
