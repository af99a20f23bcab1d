import { ErrorText } from '../../../shared/errors/messages'
import { UnknownError } from '../../../shared/errors/ProviderRpcError'
import { SIWX_SESSIONS_PATH, type StoredSiwxSessionWithSecret } from '../../../shared/siwx/sessionsApi'
import { HOST_ORIGIN_HEADER } from '../dataService/callDataApi'

/** Where and for whom the sign-in calls go. */
export interface SiwxServiceTarget {
  apiUrl: string
  projectId: string
  /** The embedding page the handshake proved (the service checks it against the project). */
  hostOrigin: string
  /** The operator's nonce endpoint, when it keeps sessions itself. */
  nonceUrl?: string
  fetch?: typeof fetch
}

function serviceUrl(t: SiwxServiceTarget, path: string) {
  return `${t.apiUrl.replace(/\/$/, '')}${SIWX_SESSIONS_PATH}${path}?projectId=${encodeURIComponent(t.projectId)}`
}

/** A nonce from the operator's endpoint or the data service; 'A problem occurred while trying initialize authentication' (docs/texts.md#sign-in) when none comes. */
export async function fetchSiwxNonce(t: SiwxServiceTarget): Promise<string> {
  const http = t.fetch ?? globalThis.fetch.bind(globalThis)
  try {
    const r = await http(t.nonceUrl ?? serviceUrl(t, '/nonce'), t.nonceUrl ? {} : { headers: { [HOST_ORIGIN_HEADER]: t.hostOrigin } })
    const body = r.ok ? ((await r.json()) as { nonce?: unknown }) : {}
    if (typeof body.nonce === 'string') return body.nonce
  } catch {
    // Unreachable or not JSON: the same text as a refusal (docs/texts.md#sign-in).
  }
  throw new UnknownError({ message: ErrorText.siwxInitFailed })
}

/**
 * Hands a signed session to the data service, which verifies and stores it; returns its id and
 * the bearer that alone lists and revokes it (kept in the modal, never given to the dapp). A
 * refusal carries the service's reason, or the smart-account text for a smart account.
 */
export async function postSiwxSession(t: SiwxServiceTarget, address: string, session: { message: string; signature: string }, smartAccount: boolean): Promise<{ pci: string; secret?: string }> {
  const http = t.fetch ?? globalThis.fetch.bind(globalThis)
  const stored = await http(serviceUrl(t, `/${encodeURIComponent(address)}`), {
    method: 'POST',
    headers: { [HOST_ORIGIN_HEADER]: t.hostOrigin, 'content-type': 'application/json' },
    body: JSON.stringify({ projectId: t.projectId, message: session.message, signature: session.signature }),
  }).catch(() => Promise.reject(new UnknownError({ message: ErrorText.siwxInitFailed })))
  if (!stored.ok) {
    const reason = (await stored.json().catch(() => ({}))) as { message?: string }
    throw new UnknownError({ message: smartAccount ? ErrorText.smartAccountsUnsupported : (reason.message ?? ErrorText.siwxInitFailed) })
  }
  const { pci, secret } = (await stored.json()) as StoredSiwxSessionWithSecret
  return typeof secret === 'string' ? { pci, secret } : { pci }
}
