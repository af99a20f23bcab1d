import type { SqlEngine } from '../../fixtures/storage/SqlEngine'
import type { PasskeyChallenge, PasskeyCredential, PasskeyStore } from './PasskeyStore'

interface CredentialRow {
  id: string
  user_id: string
  public_key: string
  counter: number
  transports: string
  created_at: number
}

interface ChallengeRow {
  challenge: string
  kind: PasskeyChallenge['kind']
  project_id: string
  origin: string
  user_handle: string | null
  expires_at: number
}

const fromRow = (r: CredentialRow): PasskeyCredential => ({
  id: r.id,
  userId: r.user_id,
  publicKey: r.public_key,
  counter: Number(r.counter),
  transports: JSON.parse(r.transports) as string[],
  createdAt: Number(r.created_at),
})

/**
 * The passkey tables of the auth database (`passkey_credentials`, `passkey_challenges`,
 * `passkey_sealed_shares`: authMigrations on SQLite, authPostgresMigrations on Postgres), through
 * the database's `SqlEngine`, so the same statements serve one machine and many instances: a
 * challenge is taken by one `DELETE … RETURNING` (gone for every instance), and the counter moves
 * only from the value the verify read, forward.
 *
 * @example
 * readonly passkeys = sqlPasskeyStore(this.sql)
 */
export function sqlPasskeyStore(sql: SqlEngine): PasskeyStore {
  return {
    async putChallenge(row) {
      await sql.run('INSERT INTO passkey_challenges (challenge, kind, project_id, origin, user_handle, expires_at) VALUES (?, ?, ?, ?, ?, ?)', [
        row.challenge,
        row.kind,
        row.projectId,
        row.origin,
        row.userHandle,
        row.expiresAt,
      ])
    },
    async takeChallenge(challenge) {
      const r = await sql.one<ChallengeRow>('DELETE FROM passkey_challenges WHERE challenge = ? RETURNING *', [challenge])
      return r && { challenge: r.challenge, kind: r.kind, projectId: r.project_id, origin: r.origin, userHandle: r.user_handle, expiresAt: Number(r.expires_at) }
    },
    async putCredential(row) {
      const changed = await sql.run('INSERT INTO passkey_credentials (id, user_id, public_key, counter, transports, created_at) VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING', [
        row.id,
        row.userId,
        row.publicKey,
        row.counter,
        JSON.stringify(row.transports),
        row.createdAt,
      ])
      return changed > 0
    },
    async credential(id) {
      const r = await sql.one<CredentialRow>('SELECT * FROM passkey_credentials WHERE id = ?', [id])
      return r && fromRow(r)
    },
    async credentialsOf(userId) {
      return (await sql.all<CredentialRow>('SELECT * FROM passkey_credentials WHERE user_id = ? ORDER BY created_at, id', [userId])).map(fromRow)
    },
    async advanceCounter(id, from, to) {
      if (to < from) return false
      return (await sql.run('UPDATE passkey_credentials SET counter = ? WHERE id = ? AND counter = ?', [to, id, from])) > 0
    },
    async putSealedShare(userId, curve, credentialId, sealed, now) {
      const changed = await sql.run('INSERT INTO passkey_sealed_shares (user_id, curve, credential_id, sealed, created_at) VALUES (?, ?, ?, ?, ?) ON CONFLICT DO NOTHING', [
        userId,
        curve,
        credentialId,
        sealed,
        now,
      ])
      return changed > 0
    },
    async sealedShare(userId, curve, credentialId) {
      const r = await sql.one<{ sealed: string }>('SELECT sealed FROM passkey_sealed_shares WHERE user_id = ? AND curve = ? AND credential_id = ?', [userId, curve, credentialId])
      return r?.sealed
    },
    async prune(now) {
      await sql.run('DELETE FROM passkey_challenges WHERE expires_at <= ?', [now])
    },
  }
}
