/** A JSON-RPC message as received, with its id kept as exact JSON text. */
export interface RpcFrame {
  /** The id exactly as it appeared on the wire (`"1750…"`, `1750…`, or `null`). */
  idJson: string
  id: unknown
  method?: string
  params?: unknown
  result?: unknown
  error?: unknown
}

export type ParsedFrame = { ok: true; frame: RpcFrame } | { ok: false; code: number; message: string; idJson: string }

const ID_PATTERN = /"id"\s*:\s*(-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?)/g

/** Ids above 2^53 lose digits in JSON.parse: find the original digits in the text instead. */
function exactIdJson(text: string, id: unknown): string {
  if (typeof id === 'number' && !Number.isSafeInteger(id)) {
    for (const match of text.matchAll(ID_PATTERN)) {
      if (match[1] && Number(match[1]) === id) return match[1]
    }
  }
  if (typeof id === 'string' || typeof id === 'number') return JSON.stringify(id)
  return 'null'
}

/**
 * Parses one websocket frame as a JSON-RPC 2.0 request or response. Malformed input yields the
 * JSON-RPC error to send back (-32700 parse error, -32600 invalid request) instead of throwing,
 * so a bad frame never takes the socket down. Ids are kept as exact JSON text: clients send
 * 19-digit ids and expect them back digit for digit.
 *
 * @example
 * const parsed = parseFrame('{"id":"1750000000000000001","jsonrpc":"2.0","method":"irn_subscribe","params":{"topic":"ab"}}')
 * parsed.ok && parsed.frame.idJson // '"1750000000000000001"'
 */
export function parseFrame(text: string): ParsedFrame {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return { ok: false, code: -32700, message: 'Parse error: frame is not JSON', idJson: 'null' }
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    return { ok: false, code: -32600, message: 'Invalid request: expected a JSON-RPC object', idJson: 'null' }
  }
  const record = value as Record<string, unknown>
  const idJson = exactIdJson(text, record.id)
  const isResponse = 'result' in record || 'error' in record
  if (!isResponse && typeof record.method !== 'string') {
    return { ok: false, code: -32600, message: 'Invalid request: method must be a string', idJson }
  }
  if (record.id !== undefined && typeof record.id !== 'string' && typeof record.id !== 'number' && record.id !== null) {
    return { ok: false, code: -32600, message: 'Invalid request: id must be a string or number', idJson: 'null' }
  }
  return {
    ok: true,
    frame: {
      idJson,
      id: record.id,
      method: typeof record.method === 'string' ? record.method : undefined,
      params: record.params,
      result: record.result,
      error: record.error,
    },
  }
}

/**
 * Serialises a JSON-RPC result for the request whose id text is `idJson`.
 *
 * @example
 * formatResult('"1750000000000000001"', true) // '{"jsonrpc":"2.0","id":"1750000000000000001","result":true}'
 */
export function formatResult(idJson: string, result: unknown): string {
  return `{"jsonrpc":"2.0","id":${idJson},"result":${JSON.stringify(result ?? null)}}`
}

/**
 * Serialises a JSON-RPC error for the request whose id text is `idJson`.
 *
 * @example
 * formatError('7', -32601, 'Method not found: foo') // '{"jsonrpc":"2.0","id":7,"error":{…}}'
 */
export function formatError(idJson: string, code: number, message: string): string {
  return `{"jsonrpc":"2.0","id":${idJson},"error":${JSON.stringify({ code, message })}}`
}
