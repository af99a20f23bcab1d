import type { SecondFactorRules } from '../../../../shared/authApi'

/** What a send moves, for the threshold: its native value and the currency's price in USD (undefined when the modal has none). */
export interface SendWorth {
  /** The sum of the native values the send moves, in the currency's smallest unit. */
  value: bigint
  decimals: number
  usdPrice: number | undefined
}

/**
 * Whether the visitor's rule asks for the second factor before this send: only with a factor in
 * force and a threshold set, and only for a send that moves value. Worth more than the threshold
 * at the modal's price asks; so does a send whose price the modal doesn't have (it can't show
 * the send is below), so the rule can't be slipped past by a price that failed to load.
 *
 * @example
 * sendNeedsSecondFactor({ enrolled: true, rules: { export: false, sendsAboveUsd: 100, newDevice: false } }, { value: 10n ** 18n, decimals: 18, usdPrice: 3000 }) // true
 */
export function sendNeedsSecondFactor(status: { enrolled: boolean; rules: SecondFactorRules }, worth: SendWorth): boolean {
  const threshold = status.rules.sendsAboveUsd
  if (!status.enrolled || threshold === null || worth.value <= 0n) return false
  if (worth.usdPrice === undefined || !Number.isFinite(worth.usdPrice)) return true
  // Whole units plus the fraction, as a float: cents are what matter against a threshold in dollars.
  const unit = 10n ** BigInt(worth.decimals)
  const amount = Number(worth.value / unit) + Number(worth.value % unit) / Number(unit)
  return amount * worth.usdPrice > threshold
}
