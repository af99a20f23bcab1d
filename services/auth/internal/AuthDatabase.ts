import type Database from 'better-sqlite3'
import type { AuthUser, StoredShares, WalletShares } from '../../../shared/authApi/types'
import { openSqlite } from '../../fixtures/storage/openSqlite'
import { sqliteRateBuckets } from '../../fixtures/storage/sqliteRateBuckets'
import type { Storage } from '../../fixtures/storage/Storage'
import { authMigrations } from './authMigrations'
import type { PasskeyStore } from '../passkeys/PasskeyStore'
import { sqlitePasskeyStore } from '../passkeys/sqlitePasskeyStore'

export interface EmailCodeRow {
  email: string
  codeHash: string | null
  expiresAt: number
  attempts: number
  sentAt: number
}

/** An address's wrong email codes of the last day and its lockouts (see emailGuessLimit). */
export interface EmailGuessRow {
  email: string
  /** Epoch ms of each wrong code within the last day, oldest first. */
  wrongAt: number[]
  lockedUntil: number
  /** Lockouts earned one after another (each within a day of the end of the one before). */
  lockouts: number
  lastLockoutAt: number
}

export interface SessionRow {
  user: AuthUser
  projectId: string
  expiresAt: number
}

export interface SocialCodeRow {
  user: AuthUser
  projectId: string
  codeChallenge: string
  expiresAt: number
}

/**
 * The auth service's own SQLite file (better-sqlite3, WAL), apart from the analytics database so
 * secrets-adjacent rows never share a file with event logs. Holds email code hashes with their
 * attempt counts and throttle times, session token hashes, one-time social code hashes, the auth
 * share and the *sealed* recovery share of each key (the recovery code that opens it never reaches
 * the service), and the Farcaster fid → custody bindings. Synchronous underneath; the methods
 * answer promises so a server database fits the same calls.
 *
 * @example
 * const db = AuthDatabase.open(':memory:')
 * await db.putShares('email:a@b.test', { address, authShare, sealedRecoveryShare }, Date.now())
 */
export class AuthDatabase {
  readonly path: string
  private readonly db: Database.Database

  private constructor(path: string) {
    this.path = path
    this.db = openSqlite(path, authMigrations)
  }

  /** Per-client rate-limit buckets (createStoredRateLimiter), shared by every process on the database. */
  readonly limits: Storage['limits'] = sqliteRateBuckets(() => this.db)

  /** Passkey credentials, challenges and PRF-sealed recovery shares (services/auth/passkeys). */
  readonly passkeys: PasskeyStore = sqlitePasskeyStore(() => this.db)

  /** Opens (creating and migrating if needed) the auth database at `path` (`:memory:` for tests). */
  static open(path: string): AuthDatabase {
    return new AuthDatabase(path)
  }

  async emailCode(email: string): Promise<EmailCodeRow | undefined> {
    const r = this.db.prepare('SELECT * FROM email_codes WHERE email = ?').get(email) as
      | { email: string; code_hash: string | null; expires_at: number; attempts: number; sent_at: number }
      | undefined
    return r && { email: r.email, codeHash: r.code_hash, expiresAt: r.expires_at, attempts: r.attempts, sentAt: r.sent_at }
  }

  async putEmailCode(row: EmailCodeRow): Promise<void> {
    this.db
      .prepare(
        'INSERT INTO email_codes (email, code_hash, expires_at, attempts, sent_at) VALUES (?, ?, ?, ?, ?) ON CONFLICT (email) DO UPDATE SET code_hash = excluded.code_hash, expires_at = excluded.expires_at, attempts = excluded.attempts, sent_at = excluded.sent_at',
      )
      .run(row.email, row.codeHash, row.expiresAt, row.attempts, row.sentAt)
  }

  /** Counts a wrong guess; returns the new count. */
  async countWrongAttempt(email: string): Promise<number> {
    const r = this.db.prepare('UPDATE email_codes SET attempts = attempts + 1 WHERE email = ? RETURNING attempts').get(email) as { attempts: number } | undefined
    return r?.attempts ?? 0
  }

  /** Kills the code (used or dead) but keeps the row, so the 30 s throttle still counts from its sending. */
  async killEmailCode(email: string): Promise<void> {
    this.db.prepare('UPDATE email_codes SET code_hash = NULL WHERE email = ?').run(email)
  }

  async deleteEmailCode(email: string): Promise<void> {
    this.db.prepare('DELETE FROM email_codes WHERE email = ?').run(email)
  }

  async emailGuesses(email: string): Promise<EmailGuessRow | undefined> {
    const r = this.db.prepare('SELECT * FROM email_guesses WHERE email = ?').get(email) as
      | { email: string; wrong_at: string; locked_until: number; lockouts: number; last_lockout_at: number }
      | undefined
    return r && { email: r.email, wrongAt: JSON.parse(r.wrong_at) as number[], lockedUntil: r.locked_until, lockouts: r.lockouts, lastLockoutAt: r.last_lockout_at }
  }

  async putEmailGuesses(row: EmailGuessRow): Promise<void> {
    this.db
      .prepare(
        'INSERT INTO email_guesses (email, wrong_at, locked_until, lockouts, last_lockout_at) VALUES (?, ?, ?, ?, ?) ON CONFLICT (email) DO UPDATE SET wrong_at = excluded.wrong_at, locked_until = excluded.locked_until, lockouts = excluded.lockouts, last_lockout_at = excluded.last_lockout_at',
      )
      .run(row.email, JSON.stringify(row.wrongAt), row.lockedUntil, row.lockouts, row.lastLockoutAt)
  }

  async insertSession(tokenHash: string, row: SessionRow): Promise<void> {
    this.db
      .prepare('INSERT INTO sessions (token_hash, user_id, user_json, project_id, expires_at) VALUES (?, ?, ?, ?, ?)')
      .run(tokenHash, row.user.id, JSON.stringify(row.user), row.projectId, row.expiresAt)
  }

  async session(tokenHash: string): Promise<SessionRow | undefined> {
    const r = this.db.prepare('SELECT user_json, project_id, expires_at FROM sessions WHERE token_hash = ?').get(tokenHash) as
      | { user_json: string; project_id: string; expires_at: number }
      | undefined
    return r && { user: JSON.parse(r.user_json) as AuthUser, projectId: r.project_id, expiresAt: r.expires_at }
  }

  async deleteSession(tokenHash: string): Promise<boolean> {
    return this.db.prepare('DELETE FROM sessions WHERE token_hash = ?').run(tokenHash).changes > 0
  }

  async insertSocialCode(codeHash: string, row: SocialCodeRow): Promise<void> {
    this.db
      .prepare('INSERT INTO social_codes (code_hash, user_json, project_id, code_challenge, expires_at) VALUES (?, ?, ?, ?, ?)')
      .run(codeHash, JSON.stringify(row.user), row.projectId, row.codeChallenge, row.expiresAt)
  }

  /** Reads and deletes in one step: a one-time code works once even under concurrent exchanges. */
  async takeSocialCode(codeHash: string): Promise<SocialCodeRow | undefined> {
    const r = this.db.prepare('DELETE FROM social_codes WHERE code_hash = ? RETURNING user_json, project_id, code_challenge, expires_at').get(codeHash) as
      | { user_json: string; project_id: string; code_challenge: string; expires_at: number }
      | undefined
    return r && { user: JSON.parse(r.user_json) as AuthUser, projectId: r.project_id, codeChallenge: r.code_challenge, expiresAt: r.expires_at }
  }

  /**
   * The shares of a user's key on `curve`: the auth share and the sealed recovery share, or for a
   * wallet made before recovery shares were sealed (not yet migrated) its plain recovery share.
   * The EVM key (secp256k1) is stored under the user id; a key on another curve under
   * `<user id>/<curve>`, so each curve's wallet is created once and the two never overwrite.
   */
  async shares(userId: string, curve: ShareCurve = 'secp256k1'): Promise<WalletShares | undefined> {
    userId = shareKey(userId, curve)
    const a = this.db.prepare('SELECT address, share FROM auth_shares WHERE user_id = ?').get(userId) as { address: string; share: string } | undefined
    if (!a) return undefined
    const sealed = this.db.prepare('SELECT sealed FROM sealed_recovery_shares WHERE user_id = ?').get(userId) as { sealed: string } | undefined
    if (sealed) return { address: a.address, authShare: a.share, sealedRecoveryShare: sealed.sealed }
    const legacy = this.db.prepare('SELECT share FROM recovery_shares WHERE user_id = ?').get(userId) as { share: string } | undefined
    return legacy ? { address: a.address, authShare: a.share, recoveryShare: legacy.share } : undefined
  }

  /** Stores a new wallet's auth share and sealed recovery share at once; false (nothing written) when the user already has any. */
  async putShares(userId: string, shares: StoredShares, now: number, curve: ShareCurve = 'secp256k1'): Promise<boolean> {
    userId = shareKey(userId, curve)
    return this.db.transaction(() => {
      const taken =
        this.db.prepare('SELECT 1 FROM auth_shares WHERE user_id = ?').get(userId) ??
        this.db.prepare('SELECT 1 FROM recovery_shares WHERE user_id = ?').get(userId) ??
        this.db.prepare('SELECT 1 FROM sealed_recovery_shares WHERE user_id = ?').get(userId)
      if (taken) return false
      this.db.prepare('INSERT INTO auth_shares (user_id, address, share, created_at) VALUES (?, ?, ?, ?)').run(userId, shares.address, shares.authShare, now)
      this.db.prepare('INSERT INTO sealed_recovery_shares (user_id, sealed, created_at) VALUES (?, ?, ?)').run(userId, shares.sealedRecoveryShare, now)
      return true
    }).immediate()
  }

  /**
   * Moves an old-scheme wallet to sealed recovery: its key, re-split in the modal, gets a new auth
   * share and a sealed recovery share, and the plain recovery share is deleted, in one step. Only
   * a wallet that still has a plain recovery share, and only for the same address (the same key),
   * so no session can swap out a migrated wallet's shares. False when that doesn't hold.
   */
  async migrateShares(userId: string, shares: StoredShares, now: number, curve: ShareCurve = 'secp256k1'): Promise<boolean> {
    userId = shareKey(userId, curve)
    // EVM addresses compare case-insensitively (checksum case); base58 is case-sensitive.
    const same = (a: string, b: string) => (curve === 'secp256k1' ? a.toLowerCase() === b.toLowerCase() : a === b)
    return this.db.transaction(() => {
      const a = this.db.prepare('SELECT address FROM auth_shares WHERE user_id = ?').get(userId) as { address: string } | undefined
      const legacy = this.db.prepare('SELECT 1 FROM recovery_shares WHERE user_id = ?').get(userId)
      if (!a || !legacy || !same(a.address, shares.address)) return false
      if (this.db.prepare('SELECT 1 FROM sealed_recovery_shares WHERE user_id = ?').get(userId)) return false
      this.db.prepare('UPDATE auth_shares SET share = ?, created_at = ? WHERE user_id = ?').run(shares.authShare, now, userId)
      this.db.prepare('INSERT INTO sealed_recovery_shares (user_id, sealed, created_at) VALUES (?, ?, ?)').run(userId, shares.sealedRecoveryShare, now)
      this.db.prepare('DELETE FROM recovery_shares WHERE user_id = ?').run(userId)
      return true
    }).immediate()
  }

  /** The custody address a fid first signed in with (the local stand-in for Farcaster's ID registry). */
  async bindFarcasterCustody(fid: number, custodyAddress: string, now: number): Promise<string> {
    this.db.prepare('INSERT INTO farcaster_custody (fid, custody_address, created_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING').run(fid, custodyAddress.toLowerCase(), now)
    return (this.db.prepare('SELECT custody_address FROM farcaster_custody WHERE fid = ?').get(fid) as { custody_address: string }).custody_address
  }

  /** Drops rows past their expiry (sessions, social codes, dead email rows older than the throttle). */
  async prune(now: number): Promise<void> {
    this.db.prepare('DELETE FROM sessions WHERE expires_at <= ?').run(now)
    this.db.prepare('DELETE FROM social_codes WHERE expires_at <= ?').run(now)
    await this.passkeys.prune(now)
    this.db.prepare('DELETE FROM email_codes WHERE expires_at <= ? AND sent_at <= ?').run(now, now - 60_000)
    const dayAgo = now - 24 * 60 * 60_000
    this.db
      .prepare("DELETE FROM email_guesses WHERE locked_until <= ? AND last_lockout_at <= ? AND coalesce(json_extract(wrong_at, '$[#-1]'), 0) <= ?")
      .run(now, dayAgo, dayAgo)
  }

  async close(): Promise<void> {
    if (this.db.open) this.db.close()
  }
}

/** The curves the service keeps key shares for (the modal's KeyCurve). */
export type ShareCurve = 'secp256k1' | 'ed25519'

function shareKey(userId: string, curve: ShareCurve): string {
  return curve === 'secp256k1' ? userId : `${userId}/${curve}`
}
