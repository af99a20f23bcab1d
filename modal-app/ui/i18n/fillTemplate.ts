/**
 * Fills `{name}` placeholders of a message; unknown names stay as written. Shared by `t` and the
 * lazily loaded feature message tables, which stay out of the modal's first chunk.
 *
 * @example
 * fillTemplate('Balance: {amount} {symbol}', { amount: 1, symbol: 'ETH' }) // 'Balance: 1 ETH'
 */
export function fillTemplate(template: string, vars?: Record<string, string | number>): string {
  if (!vars) return template
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole))
}
