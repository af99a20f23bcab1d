import { formatUnits } from 'viem'
import { groupThousands } from './groupThousands'

/**
 * A token quantity in whole units with thousands separators: `1,473.2`. `maxFraction` cuts the
 * fraction (rounding down, so "at least N" stays true); without it every digit is kept, so an
 * amount that leaves the account is never shown smaller than it is.
 *
 * @example
 * formatTokenAmount(1_473_200_000n, 6) // '1,473.2'
 * formatTokenAmount(123_456_789n, 8, 4) // '1.2345'
 */
export function formatTokenAmount(amount: bigint, decimals: number, maxFraction?: number): string {
  const [whole = '0', fraction = ''] = formatUnits(amount, decimals).split('.')
  const cut = (maxFraction === undefined ? fraction : fraction.slice(0, maxFraction)).replace(/0+$/, '')
  const grouped = groupThousands(whole)
  return cut ? `${grouped}.${cut}` : grouped
}
