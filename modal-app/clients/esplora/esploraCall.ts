import { ErrorText } from '../../../shared/errors/messages'
import { ChainDisconnectedError, InternalError } from '../../../shared/errors/ProviderRpcError'

/**
 * One call to a Bitcoin network's Esplora API (the operator's endpoint for a `bip122` network):
 * GET `path`, or POST `body` as text (a raw transaction to `/tx`). JSON answers are parsed,
 * plain-text ones (a txid, a height) returned as text; a refused call rejects with the server's
 * reason (a node's reject reason for a broadcast).
 *
 * @example
 * await esploraCall('http://127.0.0.1:8332/', `/address/${address}/utxo`)
 */
export async function esploraCall(baseUrl: string, path: string, body?: string, timeoutMs = 10_000): Promise<unknown> {
  let response: Response
  try {
    response = await fetch(`${baseUrl.replace(/\/+$/, '')}${path}`, {
      ...(body === undefined ? {} : { method: 'POST', headers: { 'content-type': 'text/plain' }, body }),
      signal: AbortSignal.timeout(timeoutMs),
    })
  } catch (cause) {
    throw new ChainDisconnectedError({ message: `${ErrorText.chainDisconnected} (${(cause as Error).message})` })
  }
  const text = await response.text()
  if (!response.ok) throw new InternalError({ message: text || `HTTP status code ${response.status}` })
  return (response.headers.get('content-type') ?? '').includes('json') ? (JSON.parse(text) as unknown) : text
}
