import { ErrorText } from '../../../../../shared/errors/messages'
import { AuthRequestError } from '../AuthRequestError'
import { errorFromResponse } from './errorFromResponse'

export interface AuthTransport {
  fetch: typeof globalThis.fetch
  timeoutMs: number
}

export interface AuthCall {
  method: 'GET' | 'POST' | 'PUT'
  url: string
  body?: unknown
  /** Session token; sent only as `Authorization: Bearer`, never in the URL. */
  token?: string
  /** Further request headers (a secret that must not go in the URL, like the Farcaster channel's). */
  headers?: Record<string, string>
  signal?: AbortSignal
}

/**
 * One auth-service call under the 30 s limit (docs/constants.md#timing): an AbortController aborts the fetch and the body
 * read when the time is up or the caller's signal fires. Resolves the parsed JSON (undefined for
 * an empty body); rejects with an AuthRequestError whose reason tells timeout, abort, network failure, a
 * contract-breaking answer and the service's own codes apart.
 */
export async function requestAuth(transport: AuthTransport, call: AuthCall): Promise<{ status: number; body: unknown }> {
  if (call.signal?.aborted) throw new AuthRequestError({ reason: 'ABORTED', message: ErrorText.requestAborted, status: 0 })
  const controller = new AbortController()
  let timedOut = false
  const timer = setTimeout(() => {
    timedOut = true
    controller.abort()
  }, transport.timeoutMs)
  const onAbort = () => controller.abort()
  call.signal?.addEventListener('abort', onAbort, { once: true })
  const headers: Record<string, string> = { ...call.headers, accept: 'application/json' }
  if (call.body !== undefined) headers['content-type'] = 'application/json'
  if (call.token) headers.authorization = `Bearer ${call.token}`
  let status = 0
  try {
    // Cookies are never needed (sessions are bearer tokens) and the referrer would name the modal page.
    const response = await transport.fetch(call.url, {
      method: call.method,
      headers,
      body: call.body === undefined ? undefined : JSON.stringify(call.body),
      signal: controller.signal,
      credentials: 'omit',
      cache: 'no-store',
      referrerPolicy: 'no-referrer',
    })
    status = response.status
    const text = await response.text()
    const body = parseJson(text)
    if (!response.ok) throw errorFromResponse(status, body)
    if (body === invalid) throw new AuthRequestError({ reason: 'BAD_RESPONSE', message: ErrorText.anErrorOccurred, status })
    return { status, body }
  } catch (error) {
    if (error instanceof AuthRequestError) throw error
    if (timedOut) throw new AuthRequestError({ reason: 'TIMEOUT', message: ErrorText.timeout, status })
    if (call.signal?.aborted) throw new AuthRequestError({ reason: 'ABORTED', message: ErrorText.requestAborted, status })
    throw new AuthRequestError({ reason: 'NETWORK', message: ErrorText.anErrorOccurred, status })
  } finally {
    clearTimeout(timer)
    call.signal?.removeEventListener('abort', onAbort)
  }
}

const invalid = Symbol('invalid JSON')

function parseJson(text: string): unknown {
  if (text === '') return undefined
  try {
    return JSON.parse(text) as unknown
  } catch {
    return invalid
  }
}
