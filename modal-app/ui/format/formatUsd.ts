import { localeFormat } from '../i18n/localeFormat'

const usd = (tag: string) => new Intl.NumberFormat(tag, { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 })

/**
 * A USD value with 2 decimals in the visitor's language (English: the en-US format of docs/constants.md#balances-and-formats,
 * token totals and number format); values that are not finite numbers read as $0.00.
 *
 * @example
 * formatUsd(30000) // '$30,000.00'
 */
export function formatUsd(value: number | undefined): string {
  return localeFormat('usd', usd).format(typeof value === 'number' && Number.isFinite(value) ? value : 0)
}

/**
 * The sum of the token values, the Tokens tab's total.
 *
 * @example
 * totalValue([{ value: 1.5 }, { value: 2 }]) // 3.5
 */
export function totalValue(balances: readonly { value?: number }[]): number {
  return balances.reduce((sum, b) => sum + (typeof b.value === 'number' && Number.isFinite(b.value) ? b.value : 0), 0)
}
