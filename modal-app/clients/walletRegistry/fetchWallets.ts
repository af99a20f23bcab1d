import { Constants } from '../../../shared/constants'
import { ErrorText } from '../../../shared/errors'
import { joinUrl } from './internal/joinUrl'
import { registrySearchParams } from './registrySearchParams'
import { RegistryRequestError } from './RegistryRequestError'
import type { RegistryCallParams, WalletsQuery, WalletsResponse } from './types'

export interface FetchWalletsOptions {
  /** Defaults to `Constants.httpTimeoutMs` (10 s). */
  timeoutMs?: number
  signal?: AbortSignal
  fetchImpl?: typeof fetch
}

/**
 * Calls `GET {baseUrl}/getWallets` with the query and the projectId / st / sv parameters, and
 * returns `{ data, count }`. Gives up after the timeout (10 s by default) with 'Request was
 * aborted'; a non-2xx answer or a malformed body throws `RegistryRequestError` with its status.
 *
 * @example
 * const { data, count } = await fetchWallets('http://127.0.0.1:8787', recommendedQuery({ excluded }), { projectId: 'airlock-demo' })
 */
export async function fetchWallets(
  baseUrl: string,
  query: WalletsQuery,
  call: RegistryCallParams,
  { timeoutMs = Constants.httpTimeoutMs, signal, fetchImpl = fetch }: FetchWalletsOptions = {},
): Promise<WalletsResponse> {
  const url = `${joinUrl(baseUrl, '/getWallets')}?${registrySearchParams(call, query)}`
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), timeoutMs)
  const onAbort = () => controller.abort()
  signal?.addEventListener('abort', onAbort, { once: true })
  try {
    let response: Response
    try {
      response = await fetchImpl(url, { signal: controller.signal, headers: { accept: 'application/json' } })
    } catch (error) {
      if (controller.signal.aborted) throw new RegistryRequestError(ErrorText.requestAborted, 0)
      throw new RegistryRequestError((error as Error).message || ErrorText.anErrorOccurred, 0)
    }
    const body = (await response.json().catch(() => undefined)) as Partial<WalletsResponse> & { message?: string } | undefined
    if (!response.ok) throw new RegistryRequestError(body?.message ?? `HTTP status code ${response.status}`, response.status)
    if (!body || !Array.isArray(body.data) || typeof body.count !== 'number') {
      throw new RegistryRequestError('Malformed getWallets response', response.status)
    }
    return { data: body.data, count: body.count }
  } finally {
    clearTimeout(timer)
    signal?.removeEventListener('abort', onAbort)
  }
}
