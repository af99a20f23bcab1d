import type { RpcHandler } from './accountMethods'
import { SolanaRpcError } from './SolanaRpcError'

/** Most requests one batch may carry. */
export const MAX_BATCH = 100

type Response = { jsonrpc: '2.0'; id: unknown; result?: unknown; error?: unknown }

function one(request: unknown, methods: Record<string, RpcHandler>, log: (line: string) => void): Response {
  const r = request as { jsonrpc?: unknown; id?: unknown; method?: unknown; params?: unknown } | null
  const id = r && typeof r === 'object' && (typeof r.id === 'string' || typeof r.id === 'number') ? r.id : null
  try {
    if (!r || typeof r !== 'object' || Array.isArray(r) || r.jsonrpc !== '2.0' || typeof r.method !== 'string') throw new SolanaRpcError(-32600, 'Invalid request')
    const handler = Object.hasOwn(methods, r.method) ? methods[r.method] : undefined
    if (!handler) throw new SolanaRpcError(-32601, 'Method not found')
    if (r.params !== undefined && r.params !== null && !Array.isArray(r.params)) throw SolanaRpcError.invalidParams('Invalid params: params must be an array')
    return { jsonrpc: '2.0', id, result: handler((r.params as unknown[] | undefined) ?? []) }
  } catch (error) {
    if (error instanceof SolanaRpcError) return { jsonrpc: '2.0', id, error: error.toJSON() }
    // A bug or a runtime surprise: report it, keep serving.
    log(`internal error in ${String(r?.method)}: ${(error as Error).stack ?? String(error)}`)
    return { jsonrpc: '2.0', id, error: { code: -32603, message: 'Internal error' } }
  }
}

/**
 * Answers one HTTP body of JSON-RPC 2.0 (a request or a batch of up to {@link MAX_BATCH}) with
 * the response text, never throwing: unparsable JSON gives -32700, a malformed request -32600, an
 * unknown method -32601, bad params -32602 and an unexpected failure -32603, as a Solana node
 * answers them, so one bad request never takes the service down.
 *
 * @example
 * dispatchRpc('{"jsonrpc":"2.0","id":1,"method":"getHealth"}', methods, log) // '{"jsonrpc":"2.0","id":1,"result":"ok"}'
 */
export function dispatchRpc(body: string, methods: Record<string, RpcHandler>, log: (line: string) => void): string {
  let parsed: unknown
  try {
    parsed = JSON.parse(body)
  } catch {
    return JSON.stringify({ jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error' } })
  }
  if (Array.isArray(parsed)) {
    if (parsed.length === 0 || parsed.length > MAX_BATCH) return JSON.stringify({ jsonrpc: '2.0', id: null, error: { code: -32600, message: `Invalid request: a batch holds 1 to ${MAX_BATCH} requests` } })
    return JSON.stringify(parsed.map((request) => one(request, methods, log)))
  }
  return JSON.stringify(one(parsed, methods, log))
}
