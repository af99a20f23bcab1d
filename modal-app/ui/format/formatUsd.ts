const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 })

/**
 * A USD value with 2 decimals in the en-US format (token totals and number format, docs/constants.md#balances-and-formats); values
 * that are not finite numbers read as $0.00.
 *
 * @example
 * formatUsd(30000) // '$30,000.00'
 */
export function formatUsd(value: number | undefined): string {
  return usd.format(typeof value === 'number' && Number.isFinite(value) ? value : 0)
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
