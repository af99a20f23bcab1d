import { formatUnits, parseUnits } from 'viem'

/** A decimal amount as the visitor types it: digits, one optional dot and decimals (§5). */
const DECIMAL = /^\d+(\.\d*)?$|^\.\d+$/

/**
 * Reads a typed amount into base units: undefined while it is not a positive decimal or has more
 * decimals than the token (the visitor is still typing, or asked for dust the token cannot hold).
 *
 * @example
 * toBaseUnits('1.5', 6) // 1500000n
 * toBaseUnits('0', 6) // undefined
 */
export function toBaseUnits(text: string, decimals: number): bigint | undefined {
  const value = text.trim()
  if (!DECIMAL.test(value)) return undefined
  const fraction = value.split('.')[1] ?? ''
  if (fraction.length > decimals) return undefined
  const units = parseUnits(value.startsWith('.') ? `0${value}` : value, decimals)
  return units > 0n ? units : undefined
}

/**
 * Base units as a short decimal for an amount field: at most `digits` significant decimals,
 * trailing zeros dropped, never in exponent notation.
 *
 * @example
 * fromBaseUnits(2990123456n, 6) // '2990.123456'
 * fromBaseUnits(1234567890123456789n, 18, 6) // '1.234567'
 */
export function fromBaseUnits(units: bigint, decimals: number, digits = 6): string {
  const [whole, fraction = ''] = formatUnits(units, decimals).split('.')
  const kept = fraction.slice(0, digits).replace(/0+$/, '')
  return kept ? `${whole}.${kept}` : whole!
}
