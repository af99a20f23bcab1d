import type { SiwxMessageData } from './SiwxSession'

/**
 * The data service's sign-in session calls (SPEC.md §7 plus the two it needs to store and issue):
 * - `GET  /v1/sessions/nonce?projectId` → `{ nonce }`, one use, for a few minutes;
 * - `POST /v1/sessions/{address}` body `{ projectId, message, signature }` → `StoredSiwxSession`
 *   after the service verified it (nonce it issued, the project's origins, the signature);
 * - `GET  /v1/sessions/{address}?projectId[&chainId]` → `{ sessions: StoredSiwxSession[] }`,
 *   the live ones, never their signatures (a signature is the session's credential);
 * - `POST /v1/sessions/{address}/revoke` body `{ projectId, pci, signature }`: ends the session
 *   `pci` when `signature` is that session's signature.
 */
export const SIWX_SESSIONS_PATH = '/v1/sessions'

/** A stored session as the data service lists it: no signature. */
export interface StoredSiwxSession {
  /** The session's id (keccak-256 of the message), what a revoke names. */
  pci: string
  data: SiwxMessageData
  message: string
  /** ms since the epoch; absent for a message without an expiration time. */
  expiresAt?: number
}

/** How long a nonce the data service issued may be used. */
export const SIWX_NONCE_TTL_MS = 5 * 60_000
