/**
 * Turns a rejected provider call into one readable line with its EIP-1193 / JSON-RPC code, the way
 * a developer wants to see it while trying the provider.
 *
 * @example
 * formatError({ code: 4001, message: 'User rejected the request.' }) // 'Error 4001: User rejected the request.'
 */
export function formatError(error: unknown): string {
  if (error && typeof error === 'object') {
    const { code, message } = error as { code?: unknown; message?: unknown }
    const text = typeof message === 'string' && message ? message : String(error)
    return typeof code === 'number' || typeof code === 'string' ? `Error ${code}: ${text}` : `Error: ${text}`
  }
  return `Error: ${String(error)}`
}
