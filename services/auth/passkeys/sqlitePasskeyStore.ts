import type Database from 'better-sqlite3'
import type { PasskeyChallenge, PasskeyCredential, PasskeyStore } from './PasskeyStore'

interface CredentialRow {
  id: string
  user_id: string
  public_key: string
  counter: number
  transports: string
  created_at: number
}

const fromRow = (r: CredentialRow): PasskeyCredential => ({
  id: r.id,
  userId: r.user_id,
  publicKey: r.public_key,
  counter: r.counter,
  transports: JSON.parse(r.transports) as string[],
  createdAt: r.created_at,
})

/**
 * The passkey tables of the auth database (`passkey_credentials`, `passkey_challenges`,
 * `passkey_sealed_shares`, see authMigrations). `db` is read at each call (the database class
 * sets its field after this is made).
 *
 * @example
 * readonly passkeys = sqlitePasskeyStore(() => this.db)
 */
export function sqlitePasskeyStore(db: () => Database.Database): PasskeyStore {
  return {
    async putChallenge(row) {
      db()
        .prepare('INSERT INTO passkey_challenges (challenge, kind, project_id, origin, user_handle, expires_at) VALUES (?, ?, ?, ?, ?, ?)')
        .run(row.challenge, row.kind, row.projectId, row.origin, row.userHandle, row.expiresAt)
    },
    async takeChallenge(challenge) {
      const r = db().prepare('DELETE FROM passkey_challenges WHERE challenge = ? RETURNING *').get(challenge) as
        | { challenge: string; kind: PasskeyChallenge['kind']; project_id: string; origin: string; user_handle: string | null; expires_at: number }
        | undefined
      return r && { challenge: r.challenge, kind: r.kind, projectId: r.project_id, origin: r.origin, userHandle: r.user_handle, expiresAt: r.expires_at }
    },
    async putCredential(row) {
      const result = db()
        .prepare('INSERT INTO passkey_credentials (id, user_id, public_key, counter, transports, created_at) VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING')
        .run(row.id, row.userId, row.publicKey, row.counter, JSON.stringify(row.transports), row.createdAt)
      return result.changes > 0
    },
    async credential(id) {
      const r = db().prepare('SELECT * FROM passkey_credentials WHERE id = ?').get(id) as CredentialRow | undefined
      return r && fromRow(r)
    },
    async credentialsOf(userId) {
      return (db().prepare('SELECT * FROM passkey_credentials WHERE user_id = ? ORDER BY created_at').all(userId) as CredentialRow[]).map(fromRow)
    },
    async advanceCounter(id, from, to) {
      return db().prepare('UPDATE passkey_credentials SET counter = ? WHERE id = ? AND counter = ? AND ? >= counter').run(to, id, from, to).changes > 0
    },
    async putSealedShare(userId, curve, credentialId, sealed, now) {
      const result = db()
        .prepare('INSERT INTO passkey_sealed_shares (user_id, curve, credential_id, sealed, created_at) VALUES (?, ?, ?, ?, ?) ON CONFLICT DO NOTHING')
        .run(userId, curve, credentialId, sealed, now)
      return result.changes > 0
    },
    async sealedShare(userId, curve, credentialId) {
      const r = db().prepare('SELECT sealed FROM passkey_sealed_shares WHERE user_id = ? AND curve = ? AND credential_id = ?').get(userId, curve, credentialId) as { sealed: string } | undefined
      return r?.sealed
    },
    async prune(now) {
      db().prepare('DELETE FROM passkey_challenges WHERE expires_at <= ?').run(now)
    },
  }
}
