import type { SecondFactorRules } from '../../../../shared/authApi'

/** One thing a send moves at the modal's price: an amount, its decimals and the USD price of one whole unit (undefined when the modal has none); or what it can't price, and why. */
export type SendWorth = { value: bigint; decimals: number; usdPrice: number | undefined } | { unpriced: string }

/**
 * Whether the visitor's rule asks for the second factor before this send: only with a factor in
 * force and a threshold set, and only for a send that moves something. The send's worth is the
 * sum of what it moves at the modal's prices; above the threshold asks. So does anything the
 * modal can't price (a price that failed to load, a token it has no price for, an allowance or
 * a call it can't read): it can't show the send is below, so the rule can't be slipped past by
 * moving value in a shape the modal doesn't price.
 *
 * @example
 * sendNeedsSecondFactor({ enrolled: true, rules: { export: false, sendsAboveUsd: 100, newDevice: false } }, [{ value: 10n ** 18n, decimals: 18, usdPrice: 3000 }]) // true
 */
export function sendNeedsSecondFactor(status: { enrolled: boolean; rules: SecondFactorRules }, worths: readonly SendWorth[]): boolean {
  const threshold = status.rules.sendsAboveUsd
  if (!status.enrolled || threshold === null) return false
  let usd = 0
  for (const worth of worths) {
    if ('unpriced' in worth) return true
    if (worth.value <= 0n) continue
    if (worth.usdPrice === undefined || !Number.isFinite(worth.usdPrice) || worth.usdPrice < 0) return true
    // Whole units plus the fraction, as a float: cents are what matter against a threshold in dollars.
    const unit = 10n ** BigInt(worth.decimals)
    usd += (Number(worth.value / unit) + Number(worth.value % unit) / Number(unit)) * worth.usdPrice
  }
  return usd > threshold
}
