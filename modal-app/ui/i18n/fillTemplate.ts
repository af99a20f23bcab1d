/**
 * Fills `{name}` placeholders of a message; unknown names stay as written. `t`'s formatting step,
 * a module of its own so it can be tested and reused without the locale files.
 *
 * @example
 * fillTemplate('Balance: {amount} {symbol}', { amount: 1, symbol: 'ETH' }) // 'Balance: 1 ETH'
 */
export function fillTemplate(template: string, vars?: Record<string, string | number>): string {
  if (!vars) return template
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole))
}
