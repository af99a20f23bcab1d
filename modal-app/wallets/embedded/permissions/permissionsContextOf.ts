/**
 * The smart-session context a `wallet_sendCalls` batch claims (ERC-7715 with EIP-5792: the
 * `permissions` capability, `{ context }`), or undefined when the batch asks in the usual way.
 *
 * @example
 * permissionsContextOf([{ calls, capabilities: { permissions: { context: '0x…' } } }]) // '0x…'
 */
export function permissionsContextOf(params: unknown): string | undefined {
  const batch = Array.isArray(params) ? (params[0] as { capabilities?: { permissions?: { context?: unknown } } } | undefined) : undefined
  const context = batch && typeof batch === 'object' ? batch.capabilities?.permissions?.context : undefined
  return typeof context === 'string' && /^0x[0-9a-fA-F]{1,256}$/.test(context) ? context : undefined
}
