import { Constants } from '../../../shared/constants'
import { groupThousands } from './groupThousands'

/**
 * The balance line's number (docs/constants.md#balances-and-formats): 3 decimals, truncated not rounded, thousands separated, and
 * `0.00` when there is no balance yet or it is zero.
 *
 * @example
 * formatBalance('1.23456') // '1.234'
 * formatBalance('9999.9986') // '9,999.998'
 * formatBalance(undefined) // '0.00'
 */
export function formatBalance(balance: string | undefined): string {
  if (!balance || !/^-?\d+(\.\d+)?$/.test(balance.trim())) return '0.00'
  const [whole, fraction = ''] = balance.trim().split('.')
  const cut = fraction.slice(0, Constants.balanceDecimals).replace(/0+$/, '')
  if (/^-?0*$/.test(whole!) && cut === '') return '0.00'
  // Thousands separators in the whole part, as the USD values have them (10,000.5, not 10000.5).
  const grouped = groupThousands(whole!)
  return cut ? `${grouped}.${cut}` : grouped
}
