import { formatUnits } from 'viem'
import { toBaseUnits } from '../../../shared/format/toBaseUnits'

/** A decimal amount as the visitor types it: digits, one optional dot and decimals (docs/validation.md#amounts). */
const DECIMAL = /^\d+(\.\d*)?$|^\.\d+$/

/**
 * Reads an amount as the visitor is typing it into base units: '.25' and '3.' count as 0.25 and
 * 3 (the exact parse is toBaseUnits, docs/validation.md#amounts), and undefined while it is not a positive decimal or has
 * more decimals than the token (still typing, or dust the token cannot hold).
 *
 * @example
 * typedToBaseUnits('.5', 6) // 500000n
 * typedToBaseUnits('0', 6) // undefined
 */
export function typedToBaseUnits(text: string, decimals: number): bigint | undefined {
  const value = text.trim()
  if (!DECIMAL.test(value)) return undefined
  const units = toBaseUnits(value.startsWith('.') ? `0${value}` : value.replace(/\.$/, ''), decimals)
  return units !== undefined && units > 0n ? units : undefined
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
