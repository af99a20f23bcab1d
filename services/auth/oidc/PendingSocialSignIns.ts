import type { OidcSocialProvider } from '../../../shared/authApi/types'
import type { SqlEngine } from '../../fixtures/storage/SqlEngine'
import { AuthError } from '../internal/AuthError'
import { hashSecret } from '../internal/hashSecret'

/** What the modal asked for when it opened the popup; travels through the provider by our state. */
export interface SocialFlow {
  provider: OidcSocialProvider
  projectId: string
  redirectUri: string
  /** The modal's state, handed back on its redirect. */
  state: string
  /** The modal's PKCE S256 challenge; its verifier must come with the exchange. */
  codeChallenge: string
}

/** A social sign-in waiting for the provider's callback: the modal's flow, and our PKCE verifier and nonce for the provider leg. */
export interface PendingSocialSignIn {
  flow: SocialFlow
  verifier: string
  nonce: string
}

const MAX_PENDING = 10_000

interface PendingRow {
  provider: OidcSocialProvider
  project_id: string
  redirect_uri: string
  modal_state: string
  code_challenge: string
  verifier: string
  nonce: string
  expires_at: number
}

/**
 * Social sign-ins between the start (the popup leaves for the provider) and the provider's
 * callback, in the auth database (`social_sign_ins`), so the callback may land on any instance.
 * Keyed by the hash of our OAuth state (the state itself only travels the redirects), single use:
 * `take` is one `DELETE … RETURNING`, so of two callbacks racing with one state, on two
 * instances, one gets the sign-in. At most 10,000 live ones are kept; `prune` drops the expired.
 *
 * @example
 * await db.socialSignIns.put(state, { flow, verifier, nonce }, now + 600_000, now)
 * const pending = await db.socialSignIns.take(state, now) // once; undefined for an unknown or old state
 */
export class PendingSocialSignIns {
  constructor(private readonly sql: SqlEngine) {}

  /** Remembers a sign-in under `state` until `expiresAt`; past the cap of live ones, a 503 SIGN_IN_FAILED. */
  async put(state: string, { flow, verifier, nonce }: PendingSocialSignIn, expiresAt: number, now: number): Promise<void> {
    // A cap against filling the table, not an exact count: two instances may each let one more in.
    const live = await this.sql.one<{ n: number }>('SELECT count(*) AS n FROM social_sign_ins WHERE expires_at > ?', [now])
    if (Number(live?.n ?? 0) >= MAX_PENDING) throw new AuthError(503, 'SIGN_IN_FAILED', 'Too many sign-ins are in progress; try again shortly')
    await this.sql.run(
      'INSERT INTO social_sign_ins (state_hash, provider, project_id, redirect_uri, modal_state, code_challenge, verifier, nonce, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
      [hashSecret(state), flow.provider, flow.projectId, flow.redirectUri, flow.state, flow.codeChallenge, verifier, nonce, expiresAt],
    )
  }

  /** The sign-in `state` belongs to, forgotten in the same step: undefined for an unknown, used or expired state. */
  async take(state: string, now: number): Promise<PendingSocialSignIn | undefined> {
    const r = await this.sql.one<PendingRow>('DELETE FROM social_sign_ins WHERE state_hash = ? RETURNING *', [hashSecret(state)])
    if (!r || Number(r.expires_at) <= now) return undefined
    return {
      flow: { provider: r.provider, projectId: r.project_id, redirectUri: r.redirect_uri, state: r.modal_state, codeChallenge: r.code_challenge },
      verifier: r.verifier,
      nonce: r.nonce,
    }
  }

  /** Drops the sign-ins expired at `now`. */
  async prune(now: number): Promise<void> {
    await this.sql.run('DELETE FROM social_sign_ins WHERE expires_at <= ?', [now])
  }
}
