// Intl formats a bigint exactly, however large (a Number would round past 2^53).
const GROUPED = new Intl.NumberFormat('en-US', { useGrouping: true, maximumFractionDigits: 0 })

/**
 * Formats a hex (or decimal) integer amount of base units as a decimal string with thousands
 * separators, truncated (never rounded up) to `places` decimals, so a balance is never shown
 * larger than it is.
 *
 * @example
 * formatBalance('0x21e19e0c9bab2400000') // '10,000.0000'
 * formatBalance('0x1e8480', 6, 2) // '2.00'
 */
export function formatBalance(amount: string | bigint, decimals = 18, places = 4): string {
  const value = typeof amount === 'bigint' ? amount : BigInt(amount)
  const negative = value < 0n
  const abs = negative ? -value : value
  const unit = 10n ** BigInt(decimals)
  const whole = abs / unit
  const fraction = (abs % unit).toString().padStart(decimals, '0').slice(0, places).padEnd(places, '0')
  return `${negative ? '-' : ''}${GROUPED.format(whole)}${places > 0 ? `.${fraction}` : ''}`
}
