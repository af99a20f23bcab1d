import { ErrorText } from '../../../shared/errors/messages'
import { ChainDisconnectedError, errorFromShape, InternalError } from '../../../shared/errors/ProviderRpcError'

let nextId = 1

/**
 * Sends one JSON-RPC call to a chain endpoint and returns its result, rebuilding the node's
 * error as the matching ProviderRpcError. Used for the read-only methods the router answers
 * itself.
 *
 * @example
 * await readFromNetwork('http://127.0.0.1:8545', 'eth_blockNumber', [])
 */
export async function readFromNetwork(url: string | undefined, method: string, params: unknown, timeoutMs = 10_000): Promise<unknown> {
  if (!url) throw new ChainDisconnectedError({ message: ErrorText.noRpcUrl })
  let response: Response
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: nextId++, method, params: params ?? [] }),
      signal: AbortSignal.timeout(timeoutMs),
    })
  } catch (cause) {
    throw new ChainDisconnectedError({ message: `${ErrorText.chainDisconnected} (${(cause as Error).message})` })
  }
  if (!response.ok) throw new InternalError({ message: `HTTP status code ${response.status}` })
  const body = (await response.json()) as { result?: unknown; error?: { code: number; message: string; data?: unknown } }
  if (body.error) throw errorFromShape(body.error)
  return body.result
}
