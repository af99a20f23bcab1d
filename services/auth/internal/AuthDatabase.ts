import type Database from 'better-sqlite3'
import type { AuthUser, SecondFactorRules, StoredShares, WalletShares } from '../../../shared/authApi/types'
import { postgresEngine } from '../../fixtures/storage/postgresEngine'
import type { SqlEngine } from '../../fixtures/storage/SqlEngine'
import { sqliteEngine } from '../../fixtures/storage/sqliteEngine'
import type { Storage } from '../../fixtures/storage/Storage'
import { authMigrations } from './authMigrations'
import type { PasskeyStore } from '../passkeys/PasskeyStore'
import { sqlPasskeyStore } from '../passkeys/sqlPasskeyStore'
import { FarcasterChannels } from '../farcaster/FarcasterChannels'
import { PendingSocialSignIns } from '../oidc/PendingSocialSignIns'
import { authPostgresMigrations } from './authPostgresMigrations'

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

/** One sign-in method of a user (the identities table; see shared/authApi LinkedMethod). */
export interface IdentityRow {
  methodId: string
  userId: string
  kind: string
  label: string
  linkedAt: number
  /**
   * Whether a passkey of this method may answer the user's second factor: the method was linked
   * while no factor was in force, or by a session that had passed it (see linkIdentity). Read
   * from the table; a row being written leaves it out.
   */
  trustedForFactor?: boolean
}

/** What linking a method did: linked, already the user's, or refused because another user owns it. */
export type LinkOutcome = 'linked' | 'already' | 'taken'

/** What unlinking did: unlinked, refused as the user's last method, or the user has no such method. */
export type UnlinkOutcome = 'unlinked' | 'last' | 'missing'

/** A user's TOTP second factor (see secondFactor/secondFactorRoutes). */
export interface SecondFactorRow {
  userId: string
  /** Base32 TOTP secret. */
  secret: string
  confirmed: boolean
  rules: SecondFactorRules
  /** The last TOTP time step a code was accepted for; codes of it and earlier steps are spent. */
  lastStep: number
  createdAt: number
}

/** The rules of a user with no second factor, and the defaults of rules stored before a rule existed. */
export const NO_RULES: SecondFactorRules = { export: false, sendsAboveUsd: null, newDevice: false }

export interface SocialCodeRow {
  user: AuthUser
  projectId: string
  codeChallenge: string
  expiresAt: number
}

/**
 * The auth service's own store: a SQLite file (better-sqlite3, WAL) on one machine, apart from
 * the analytics database so secrets-adjacent rows never share a file with event logs; or, for many
 * instances, tables of their own (schema component `auth`) in a PostgreSQL database. The same
 * statements run on both (`SqlEngine`). Holds email code hashes with their
 * attempt counts and throttle times, session token hashes, one-time social code hashes, the auth
 * share and the *sealed* recovery share of each key (the recovery code that opens it never reaches
 * the service), the Farcaster fid → custody bindings, and sign-ins in flight (social sign-ins
 * waiting for the provider, Farcaster channels), so any instance can finish what another started. Synchronous underneath; the methods
 * answer promises so a server database fits the same calls.
 *
 * @example
 * const db = AuthDatabase.open(':memory:')
 * await db.putShares('email:a@b.test', { address, authShare, sealedRecoveryShare }, Date.now())
 */
export class AuthDatabase {
  readonly path: string

  private constructor(private readonly sql: SqlEngine) {
    this.path = sql.path
    this.limits = sql.rateBuckets(sql.kind === 'postgres' ? 'auth_rate_buckets' : 'rate_buckets')
    this.passkeys = sqlPasskeyStore(sql)
    this.socialSignIns = new PendingSocialSignIns(sql)
    this.farcasterChannels = new FarcasterChannels(sql)
  }

  /** Per-client rate-limit buckets (createStoredRateLimiter), shared by every process on the database. */
  readonly limits: Storage['limits']

  /**
   * The better-sqlite3 handle, for code written before the auth database ran on Postgres too: it
   * works on SQLite and throws on Postgres until it is written with `this.sql` (both engines).
   */
  get db(): Database.Database {
    if (!this.sql.sqlite) throw new Error('this part of the auth service keeps its rows in SQLite only; write it with AuthDatabase.sql to run on Postgres')
    return this.sql.sqlite
  }

  /** Passkey credentials, challenges and PRF-sealed recovery shares (services/auth/passkeys), on either engine. */
  readonly passkeys: PasskeyStore

  /** Social sign-ins waiting for the provider's callback (services/auth/oidc), single use across instances. */
  readonly socialSignIns: PendingSocialSignIns

  /** Farcaster sign-in channels (services/auth/farcaster): approved once, their session released once, across instances. */
  readonly farcasterChannels: FarcasterChannels

  /** Opens (creating and migrating if needed) the auth database at `path` (`:memory:` for tests). */
  static open(path: string): AuthDatabase {
    return new AuthDatabase(sqliteEngine(path, authMigrations))
  }

  /** Connects to the PostgreSQL database at `url` (a `postgres://` URL) and migrates the auth tables. */
  static async openPostgres(url: string): Promise<AuthDatabase> {
    return new AuthDatabase(await postgresEngine(url, 'auth', authPostgresMigrations))
  }

  /**
   * Runs `fn` with a view of the database in one transaction, alone among the callers of `key` on
   * every instance (e.g. `email:<address>`): what it reads can't change before it writes. A throw
   * rolls back what it wrote. Inside, use only the `db` it gets.
   */
  async locked<T>(key: string, fn: (db: AuthDatabase) => Promise<T>): Promise<T> {
    return this.sql.transaction(key, (tx) => fn(new AuthDatabase(tx)))
  }

  async emailCode(email: string): Promise<EmailCodeRow | undefined> {
    const r = await this.sql.one<{ email: string; code_hash: string | null; expires_at: number; attempts: number; sent_at: number }>('SELECT * FROM email_codes WHERE email = ?', [email])
    return r && { email: r.email, codeHash: r.code_hash, expiresAt: r.expires_at, attempts: r.attempts, sentAt: r.sent_at }
  }

  async putEmailCode(row: EmailCodeRow): Promise<void> {
    await this.sql.run(
      'INSERT INTO email_codes (email, code_hash, expires_at, attempts, sent_at) VALUES (?, ?, ?, ?, ?) ON CONFLICT (email) DO UPDATE SET code_hash = excluded.code_hash, expires_at = excluded.expires_at, attempts = excluded.attempts, sent_at = excluded.sent_at',
      [row.email, row.codeHash, row.expiresAt, row.attempts, row.sentAt],
    )
  }

  /** Counts a wrong guess; returns the new count. */
  async countWrongAttempt(email: string): Promise<number> {
    const r = await this.sql.one<{ attempts: number }>('UPDATE email_codes SET attempts = attempts + 1 WHERE email = ? RETURNING attempts', [email])
    return r?.attempts ?? 0
  }

  /** Kills the code (used or dead) but keeps the row, so the 30 s throttle still counts from its sending. */
  async killEmailCode(email: string): Promise<void> {
    await this.sql.run('UPDATE email_codes SET code_hash = NULL WHERE email = ?', [email])
  }

  async deleteEmailCode(email: string): Promise<void> {
    await this.sql.run('DELETE FROM email_codes WHERE email = ?', [email])
  }

  async emailGuesses(email: string): Promise<EmailGuessRow | undefined> {
    const r = await this.sql.one<{ email: string; wrong_at: string; locked_until: number; lockouts: number; last_lockout_at: number }>('SELECT * FROM email_guesses WHERE email = ?', [email])
    return r && { email: r.email, wrongAt: JSON.parse(r.wrong_at) as number[], lockedUntil: r.locked_until, lockouts: r.lockouts, lastLockoutAt: r.last_lockout_at }
  }

  async putEmailGuesses(row: EmailGuessRow): Promise<void> {
    await this.sql.run(
      'INSERT INTO email_guesses (email, wrong_at, locked_until, lockouts, last_lockout_at) VALUES (?, ?, ?, ?, ?) ON CONFLICT (email) DO UPDATE SET wrong_at = excluded.wrong_at, locked_until = excluded.locked_until, lockouts = excluded.lockouts, last_lockout_at = excluded.last_lockout_at',
      [row.email, JSON.stringify(row.wrongAt), row.lockedUntil, row.lockouts, row.lastLockoutAt],
    )
  }

  async insertSession(tokenHash: string, row: SessionRow): Promise<void> {
    await this.sql.run('INSERT INTO sessions (token_hash, user_id, user_json, project_id, expires_at) VALUES (?, ?, ?, ?, ?)', [
      tokenHash, row.user.id, JSON.stringify(row.user), row.projectId, row.expiresAt,
    ])
  }

  async session(tokenHash: string): Promise<SessionRow | undefined> {
    const r = await this.sql.one<{ user_json: string; project_id: string; expires_at: number }>('SELECT user_json, project_id, expires_at FROM sessions WHERE token_hash = ?', [tokenHash])
    return r && { user: JSON.parse(r.user_json) as AuthUser, projectId: r.project_id, expiresAt: r.expires_at }
  }

  async deleteSession(tokenHash: string): Promise<boolean> {
    return (await this.sql.run('DELETE FROM sessions WHERE token_hash = ?', [tokenHash])) > 0
  }

  async insertSocialCode(codeHash: string, row: SocialCodeRow): Promise<void> {
    await this.sql.run('INSERT INTO social_codes (code_hash, user_json, project_id, code_challenge, expires_at) VALUES (?, ?, ?, ?, ?)', [
      codeHash, JSON.stringify(row.user), row.projectId, row.codeChallenge, row.expiresAt,
    ])
  }

  /** Reads and deletes in one step: a one-time code works once even under concurrent exchanges. */
  async takeSocialCode(codeHash: string): Promise<SocialCodeRow | undefined> {
    const r = await this.sql.one<{ user_json: string; project_id: string; code_challenge: string; expires_at: number }>(
      'DELETE FROM social_codes WHERE code_hash = ? RETURNING user_json, project_id, code_challenge, expires_at',
      [codeHash],
    )
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
    const a = await this.sql.one<{ address: string; share: string }>('SELECT address, share FROM auth_shares WHERE user_id = ?', [userId])
    if (!a) return undefined
    const sealed = await this.sql.one<{ sealed: string }>('SELECT sealed FROM sealed_recovery_shares WHERE user_id = ?', [userId])
    if (sealed) return { address: a.address, authShare: a.share, sealedRecoveryShare: sealed.sealed }
    const legacy = await this.sql.one<{ share: string }>('SELECT share FROM recovery_shares WHERE user_id = ?', [userId])
    return legacy ? { address: a.address, authShare: a.share, recoveryShare: legacy.share } : undefined
  }

  /** Stores a new wallet's auth share and sealed recovery share at once; false (nothing written) when the user already has any. */
  async putShares(userId: string, shares: StoredShares, now: number, curve: ShareCurve = 'secp256k1', deviceProofHash?: string): Promise<boolean> {
    const owner = userId
    userId = shareKey(userId, curve)
    return this.sql.transaction(`shares:${userId}`, async (tx) => {
      const taken =
        (await tx.one('SELECT 1 FROM auth_shares WHERE user_id = ?', [userId])) ??
        (await tx.one('SELECT 1 FROM recovery_shares WHERE user_id = ?', [userId])) ??
        (await tx.one('SELECT 1 FROM sealed_recovery_shares WHERE user_id = ?', [userId]))
      if (taken) return false
      await tx.run('INSERT INTO auth_shares (user_id, address, share, created_at) VALUES (?, ?, ?, ?)', [userId, shares.address, shares.authShare, now])
      await tx.run('INSERT INTO sealed_recovery_shares (user_id, sealed, created_at) VALUES (?, ?, ?)', [userId, shares.sealedRecoveryShare, now])
      // The browser that made the wallet holds its device share: it is known by its proof's hash from now on.
      if (deviceProofHash) await tx.run('INSERT INTO wallet_devices (user_id, proof_hash, created_at) VALUES (?, ?, ?) ON CONFLICT (user_id, proof_hash) DO NOTHING', [owner, deviceProofHash, now])
      return true
    })
  }

  /**
   * Whether the user has a wallet on any curve, of either scheme: the share writes ask for the
   * second factor only then, so a brand-new user's first upload (sign-up) needs none.
   */
  async hasWallet(userId: string): Promise<boolean> {
    const keys = SHARE_CURVES.map((curve) => shareKey(userId, curve))
    const marks = keys.map(() => '?').join(', ')
    return Boolean(await this.sql.one(`SELECT 1 FROM auth_shares WHERE user_id IN (${marks}) UNION ALL SELECT 1 FROM recovery_shares WHERE user_id IN (${marks})`, [...keys, ...keys]))
  }

  /** Whether `proofHash` is one of the user's devices (a browser that made one of their wallets and holds its device share). */
  async isWalletDevice(userId: string, proofHash: string): Promise<boolean> {
    return Boolean(await this.sql.one('SELECT 1 FROM wallet_devices WHERE user_id = ? AND proof_hash = ?', [userId, proofHash]))
  }

  /** Records that the session (by token hash) passed the user's second factor, until the session's end. */
  async putSecondFactorPass(tokenHash: string, userId: string, expiresAt: number): Promise<void> {
    await this.sql.run('INSERT INTO second_factor_passes (token_hash, user_id, expires_at) VALUES (?, ?, ?) ON CONFLICT (token_hash) DO NOTHING', [tokenHash, userId, expiresAt])
  }

  async hasSecondFactorPass(tokenHash: string, userId: string, now: number): Promise<boolean> {
    return Boolean(await this.sql.one('SELECT 1 FROM second_factor_passes WHERE token_hash = ? AND user_id = ? AND expires_at > ?', [tokenHash, userId, now]))
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
    return this.sql.transaction(`shares:${userId}`, async (tx) => {
      const a = await tx.one<{ address: string }>('SELECT address FROM auth_shares WHERE user_id = ?', [userId])
      const legacy = await tx.one('SELECT 1 FROM recovery_shares WHERE user_id = ?', [userId])
      if (!a || !legacy || !same(a.address, shares.address)) return false
      if (await tx.one('SELECT 1 FROM sealed_recovery_shares WHERE user_id = ?', [userId])) return false
      await tx.run('UPDATE auth_shares SET share = ?, created_at = ? WHERE user_id = ?', [shares.authShare, now, userId])
      await tx.run('INSERT INTO sealed_recovery_shares (user_id, sealed, created_at) VALUES (?, ?, ?)', [userId, shares.sealedRecoveryShare, now])
      await tx.run('DELETE FROM recovery_shares WHERE user_id = ?', [userId])
      return true
    })
  }

  /** The custody address a fid first signed in with (the local stand-in for Farcaster's ID registry). */
  async bindFarcasterCustody(fid: number, custodyAddress: string, now: number): Promise<string> {
    await this.sql.run('INSERT INTO farcaster_custody (fid, custody_address, created_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING', [fid, custodyAddress.toLowerCase(), now])
    return (await this.sql.one<{ custody_address: string }>('SELECT custody_address FROM farcaster_custody WHERE fid = ?', [fid]))!.custody_address
  }

  /** The user a sign-in method is linked to, if it was ever linked. */
  async identity(methodId: string): Promise<IdentityRow | undefined> {
    const r = await this.sql.one<IdentityDbRow>('SELECT * FROM identities WHERE method_id = ?', [methodId])
    return r && identityOf(r)
  }

  /** A user's linked methods, oldest first (none for a user who never linked one). */
  async identitiesOf(userId: string): Promise<IdentityRow[]> {
    return (await this.sql.all<IdentityDbRow>('SELECT * FROM identities WHERE user_id = ? ORDER BY linked_at, method_id', [userId])).map(identityOf)
  }

  /**
   * The user a sign-in with `methodId` opens, recording `freshUserId` for it when the method was
   * unlinked from the user it founded (that user keeps its id, and the method must not reach it).
   */
  async resolveIdentity(method: Omit<IdentityRow, 'userId'>, freshUserId: string): Promise<string> {
    return this.sql.transaction(`identity:${method.methodId}`, async (tx) => {
      const row = await tx.one<{ user_id: string }>('SELECT user_id FROM identities WHERE method_id = ?', [method.methodId])
      if (row) return row.user_id
      if (!(await tx.one('SELECT 1 FROM identities WHERE user_id = ?', [method.methodId]))) return method.methodId
      // The fresh user's only method, made before it could have a factor: trusted like a founder.
      await tx.run('INSERT INTO identities (method_id, user_id, kind, label, linked_at, trusted_for_factor) VALUES (?, ?, ?, ?, ?, 1)', [method.methodId, freshUserId, method.kind, method.label, method.linkedAt])
      return freshUserId
    })
  }

  /**
   * Links `method` to `userId` in one step. The method's current owner is its row's user, or the
   * method itself when it has none; another owner that has anything (a wallet on any curve, or
   * other methods) makes it `taken` and nothing changes, so no two wallets are ever merged. A
   * user linking for the first time gets the row of the method it was founded with (`founder`).
   * The link is trusted for the second factor (a passkey of it may answer the factor) only when
   * the user had no factor in force or the linking session (`linkedBy`, its token hash) had
   * passed it, read in the same step: the routes refuse the other case, and this keeps a link
   * that slipped past them (or was made before they did) from ever answering the factor.
   */
  async linkIdentity(userId: string, founder: Omit<IdentityRow, 'userId'>, method: Omit<IdentityRow, 'userId'>, linkedBy: string): Promise<LinkOutcome> {
    return this.sql.transaction(`identity:${method.methodId}`, async (tx): Promise<LinkOutcome> => {
      const row = await tx.one<{ user_id: string }>('SELECT user_id FROM identities WHERE method_id = ?', [method.methodId])
      const owner = row?.user_id ?? method.methodId
      if (row && owner === userId) return 'already'
      if (owner !== userId && (await ownsAnything(tx, owner, method.methodId))) return 'taken'
      const insert = (m: Omit<IdentityRow, 'userId'>, trusted: boolean) =>
        tx.run(
          'INSERT INTO identities (method_id, user_id, kind, label, linked_at, trusted_for_factor) VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (method_id) DO UPDATE SET user_id = excluded.user_id, kind = excluded.kind, label = excluded.label, linked_at = excluded.linked_at, trusted_for_factor = excluded.trusted_for_factor',
          [m.methodId, userId, m.kind, m.label, m.linkedAt, trusted ? 1 : 0],
        )
      // The method the user was founded with is its own: it answers as it did before any link.
      if (!(await tx.one('SELECT 1 FROM identities WHERE user_id = ?', [userId]))) await insert(founder, true)
      const factorInForce = Boolean(await tx.one('SELECT 1 FROM second_factors WHERE user_id = ? AND confirmed = 1', [userId]))
      // `method.linkedAt` is the link's time: a pass that expired by then doesn't count.
      const passed = Boolean(await tx.one('SELECT 1 FROM second_factor_passes WHERE token_hash = ? AND user_id = ? AND expires_at > ?', [linkedBy, userId, method.linkedAt]))
      await insert(method, !factorInForce || passed)
      return 'linked'
    })
  }

  /** Unlinks a method from its user, never the user's last one. */
  async unlinkIdentity(userId: string, methodId: string): Promise<UnlinkOutcome> {
    return this.sql.transaction(`identities:${userId}`, async (tx): Promise<UnlinkOutcome> => {
      const methods = await tx.all<{ method_id: string }>('SELECT method_id FROM identities WHERE user_id = ?', [userId])
      if (!methods.some((m) => m.method_id === methodId)) return methods.length === 0 && methodId === userId ? 'last' : 'missing'
      if (methods.length <= 1) return 'last'
      await tx.run('DELETE FROM identities WHERE method_id = ?', [methodId])
      // Sessions made with the method end with it: it no longer opens this wallet.
      const method = tx.kind === 'postgres' ? "(user_json::json ->> 'method')" : "json_extract(user_json, '$.method')"
      await tx.run(`DELETE FROM sessions WHERE user_id = ? AND coalesce(${method}, user_id) = ?`, [userId, methodId])
      return 'unlinked'
    })
  }

  async secondFactor(userId: string): Promise<SecondFactorRow | undefined> {
    const r = await this.sql.one<{ user_id: string; secret: string; confirmed: number; rules: string; last_step: number; created_at: number }>('SELECT * FROM second_factors WHERE user_id = ?', [userId])
    // Rows written before the send and new-device rules have them off.
    return r && { userId: r.user_id, secret: r.secret, confirmed: Number(r.confirmed) === 1, rules: { ...NO_RULES, ...(JSON.parse(r.rules) as Partial<SecondFactorRules>) }, lastStep: Number(r.last_step), createdAt: Number(r.created_at) }
  }

  /** Changes the rules of a factor in force (the caller checked a code or passkey first). */
  async setSecondFactorRules(userId: string, rules: SecondFactorRules): Promise<void> {
    await this.sql.run('UPDATE second_factors SET rules = ? WHERE user_id = ? AND confirmed = 1', [JSON.stringify(rules), userId])
  }

  /** Puts a passkey-only factor in force (no TOTP secret: only the user's passkeys answer it); false when one exists. */
  async putPasskeySecondFactor(userId: string, rules: SecondFactorRules, now: number): Promise<boolean> {
    const changed = await this.sql.run(
      "INSERT INTO second_factors (user_id, secret, confirmed, rules, last_step, created_at) VALUES (?, '', 1, ?, 0, ?) ON CONFLICT (user_id) DO UPDATE SET secret = '', confirmed = 1, rules = excluded.rules, last_step = 0, created_at = excluded.created_at WHERE second_factors.confirmed = 0",
      [userId, JSON.stringify(rules), now],
    )
    return changed > 0
  }

  /** A new, unconfirmed secret; false (nothing written) when a confirmed one is in force. */
  async putPendingSecondFactor(row: SecondFactorRow): Promise<boolean> {
    const changed = await this.sql.run(
      'INSERT INTO second_factors (user_id, secret, confirmed, rules, last_step, created_at) VALUES (?, ?, 0, ?, 0, ?) ON CONFLICT (user_id) DO UPDATE SET secret = excluded.secret, rules = excluded.rules, last_step = 0, created_at = excluded.created_at WHERE second_factors.confirmed = 0',
      [row.userId, row.secret, JSON.stringify(row.rules), row.createdAt],
    )
    return changed > 0
  }

  /**
   * Spends a TOTP time step: true only when `step` is later than the last one used, so a code is
   * accepted once even by two instances at the same time. With `confirm`, the factor is put in
   * force with those rules in the same step.
   */
  async useSecondFactorStep(userId: string, step: number, confirm?: SecondFactorRules): Promise<boolean> {
    const changed = confirm
      ? await this.sql.run('UPDATE second_factors SET last_step = ?, confirmed = 1, rules = ? WHERE user_id = ? AND last_step < ?', [step, JSON.stringify(confirm), userId, step])
      : await this.sql.run('UPDATE second_factors SET last_step = ? WHERE user_id = ? AND last_step < ?', [step, userId, step])
    return changed > 0
  }

  async deleteSecondFactor(userId: string): Promise<void> {
    await this.sql.run('DELETE FROM second_factors WHERE user_id = ?', [userId])
  }

  /** Drops rows past their expiry (sessions, social codes and sign-ins, Farcaster channels, dead email rows older than the throttle, guess counts a day quiet). */
  async prune(now: number): Promise<void> {
    await this.sql.run('DELETE FROM sessions WHERE expires_at <= ?', [now])
    await this.sql.run('DELETE FROM social_codes WHERE expires_at <= ?', [now])
    await this.sql.run('DELETE FROM second_factor_passes WHERE expires_at <= ?', [now])
    await this.passkeys.prune(now)
    await this.socialSignIns.prune(now)
    await this.farcasterChannels.prune(now)
    await this.sql.run('DELETE FROM email_codes WHERE expires_at <= ? AND sent_at <= ?', [now, now - 60_000])
    const dayAgo = now - 24 * 60 * 60_000
    const quiet = await this.sql.all<{ email: string; wrong_at: string }>('SELECT email, wrong_at FROM email_guesses WHERE locked_until <= ? AND last_lockout_at <= ?', [now, dayAgo])
    for (const r of quiet) {
      const last = (JSON.parse(r.wrong_at) as number[]).at(-1) ?? 0
      // Only if no wrong code came in since it was read (same text), so a fresh count is never lost.
      if (last <= dayAgo) await this.sql.run('DELETE FROM email_guesses WHERE email = ? AND wrong_at = ?', [r.email, r.wrong_at])
    }
  }

  /** Resolves when the database answers a trivial query (readiness); rejects when it can't be reached. */
  async ping(): Promise<void> {
    await this.sql.ping()
  }

  async close(): Promise<void> {
    await this.sql.close()
  }
}

/** Whether `userId` has a wallet (any curve, any scheme) or methods besides `except`. */
async function ownsAnything(tx: SqlEngine, userId: string, except: string): Promise<boolean> {
  for (const key of [userId, `${userId}/ed25519`]) {
    if (await tx.one('SELECT 1 FROM auth_shares WHERE user_id = ? UNION ALL SELECT 1 FROM recovery_shares WHERE user_id = ?', [key, key])) return true
  }
  return Boolean(await tx.one('SELECT 1 FROM identities WHERE user_id = ? AND method_id <> ?', [userId, except]))
}

interface IdentityDbRow {
  method_id: string
  user_id: string
  kind: string
  label: string
  linked_at: number
  trusted_for_factor: number
}

function identityOf(r: IdentityDbRow): IdentityRow {
  return { methodId: r.method_id, userId: r.user_id, kind: r.kind, label: r.label, linkedAt: r.linked_at, trustedForFactor: Number(r.trusted_for_factor) === 1 }
}

/** The curves the service keeps key shares for (the modal's KeyCurve). */
export type ShareCurve = 'secp256k1' | 'ed25519' | 'sr25519'

const SHARE_CURVES: readonly ShareCurve[] = ['secp256k1', 'ed25519', 'sr25519']

function shareKey(userId: string, curve: ShareCurve): string {
  return curve === 'secp256k1' ? userId : `${userId}/${curve}`
}
