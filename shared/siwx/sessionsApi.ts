import type { SiwxMessageData } from './SiwxSession'

/**
 * The data service's sign-in session calls (docs/calls.md#data-api plus the two it needs to store and issue):
 * - `GET  /v1/sessions/nonce?projectId` → `{ nonce }`, one use, for a few minutes;
 * - `POST /v1/sessions/{address}` body `{ projectId, message, signature }` → `StoredSiwxSession`
 *   plus `secret`, the session's bearer, answered once to the modal that stored it (the service
 *   keeps its hash; the modal never hands it to the dapp);
 * - `GET  /v1/sessions/{address}?projectId[&chainId]` with `Authorization: Bearer <secret>` →
 *   `{ sessions: StoredSiwxSession[] }`, the live ones of the bearer's own dapp, never their
 *   signatures; 401 without a bearer, so an address alone lists nothing;
 * - `POST /v1/sessions/{address}/revoke` body `{ projectId, pci }` with the same bearer: ends the
 *   session `pci` when the bearer is that session's (the session's signature, which the dapp
 *   holds, no longer revokes).
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

/** What storing a session answers: the listed session and its bearer, given this once. */
export interface StoredSiwxSessionWithSecret extends StoredSiwxSession {
  secret: string
}

/** How long a nonce the data service issued may be used. */
export const SIWX_NONCE_TTL_MS = 5 * 60_000
