import { Constants } from '../../../shared/constants'
import { localeFormat } from '../i18n/localeFormat'

/** Every digit of the decimal string it is given, grouped and marked in the visitor's language. */
const exactDecimal = (tag: string) => new Intl.NumberFormat(tag === 'en' ? 'en-US' : tag, { maximumFractionDigits: 100 })
const twoDecimals = (tag: string) => new Intl.NumberFormat(tag === 'en' ? 'en-US' : tag, { minimumFractionDigits: 2, maximumFractionDigits: 2 })

/**
 * The balance line's number (docs/constants.md#balances-and-formats): 3 decimals, truncated not rounded, thousands separated, and
 * `0.00` when there is no balance yet or it is zero. Written in the visitor's language through
 * `Intl.NumberFormat` (issue 39 #2), which formats a decimal string exactly (ES2023: no trip
 * through a float, so an 18-decimal balance keeps every digit kept here). Approvals keep the
 * canonical `1,234.5` of `formatTokenAmount`: what is signed reads the same in every language.
 *
 * @example
 * formatBalance('1.23456') // '1.234'
 * formatBalance('9999.9986') // '9,999.998' ('9.999,998' in German, '9 999,998' in French)
 * formatBalance(undefined) // '0.00'
 */
export function formatBalance(balance: string | undefined): string {
  const zero = () => localeFormat('balanceZero', twoDecimals).format(0)
  if (!balance || !/^-?\d+(\.\d+)?$/.test(balance.trim())) return zero()
  const [whole, fraction = ''] = balance.trim().split('.')
  const cut = fraction.slice(0, Constants.balanceDecimals).replace(/0+$/, '')
  if (/^-?0*$/.test(whole!) && cut === '') return zero()
  const exact = (cut ? `${whole}.${cut}` : whole!) as `${number}`
  return localeFormat('balance', exactDecimal).format(exact)
}
