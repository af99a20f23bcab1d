import type pg from 'pg'
import type { PasskeyChallenge, PasskeyCredential, PasskeyStore } from './PasskeyStore'

interface CredentialRow {
  id: string
  user_id: string
  public_key: string
  counter: string
  transports: string[]
  created_at: string
}

const fromRow = (r: CredentialRow): PasskeyCredential => ({
  id: r.id,
  userId: r.user_id,
  publicKey: r.public_key,
  counter: Number(r.counter),
  transports: r.transports,
  createdAt: Number(r.created_at),
})

/**
 * The passkey tables on a PostgreSQL pool (schema: `passkeyPostgresMigrations`), for an auth
 * service whose instances share one server database: a challenge taken by one instance is gone
 * for all (one `DELETE … RETURNING`), and the counter moves forward only under the row's lock.
 *
 * @example
 * const passkeys = postgresPasskeyStore(await openPostgres(url, 'auth-passkeys', passkeyPostgresMigrations))
 */
export function postgresPasskeyStore(pool: pg.Pool): PasskeyStore {
  return {
    async putChallenge(row) {
      await pool.query('INSERT INTO passkey_challenges (challenge, kind, project_id, origin, user_handle, expires_at) VALUES ($1, $2, $3, $4, $5, $6)', [
        row.challenge,
        row.kind,
        row.projectId,
        row.origin,
        row.userHandle,
        row.expiresAt,
      ])
    },
    async takeChallenge(challenge) {
      const { rows } = await pool.query<{ challenge: string; kind: PasskeyChallenge['kind']; project_id: string; origin: string; user_handle: string | null; expires_at: string }>(
        'DELETE FROM passkey_challenges WHERE challenge = $1 RETURNING *',
        [challenge],
      )
      const r = rows[0]
      return r && { challenge: r.challenge, kind: r.kind, projectId: r.project_id, origin: r.origin, userHandle: r.user_handle, expiresAt: Number(r.expires_at) }
    },
    async putCredential(row) {
      const { rowCount } = await pool.query(
        'INSERT INTO passkey_credentials (id, user_id, public_key, counter, transports, created_at) VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING',
        [row.id, row.userId, row.publicKey, row.counter, JSON.stringify(row.transports), row.createdAt],
      )
      return (rowCount ?? 0) > 0
    },
    async credential(id) {
      const { rows } = await pool.query<CredentialRow>('SELECT * FROM passkey_credentials WHERE id = $1', [id])
      return rows[0] && fromRow(rows[0])
    },
    async credentialsOf(userId) {
      return (await pool.query<CredentialRow>('SELECT * FROM passkey_credentials WHERE user_id = $1 ORDER BY created_at', [userId])).rows.map(fromRow)
    },
    async advanceCounter(id, from, to) {
      const { rowCount } = await pool.query('UPDATE passkey_credentials SET counter = $3 WHERE id = $1 AND counter = $2 AND $3 >= counter', [id, from, to])
      return (rowCount ?? 0) > 0
    },
    async putSealedShare(userId, curve, credentialId, sealed, now) {
      const { rowCount } = await pool.query('INSERT INTO passkey_sealed_shares (user_id, curve, credential_id, sealed, created_at) VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING', [
        userId,
        curve,
        credentialId,
        sealed,
        now,
      ])
      return (rowCount ?? 0) > 0
    },
    async sealedShare(userId, curve, credentialId) {
      const { rows } = await pool.query<{ sealed: string }>('SELECT sealed FROM passkey_sealed_shares WHERE user_id = $1 AND curve = $2 AND credential_id = $3', [userId, curve, credentialId])
      return rows[0]?.sealed
    },
    async prune(now) {
      await pool.query('DELETE FROM passkey_challenges WHERE expires_at <= $1', [now])
    },
  }
}
