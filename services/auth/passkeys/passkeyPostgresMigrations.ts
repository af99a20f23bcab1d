/**
 * The passkey tables on PostgreSQL (the same as the auth database's SQLite step, in Postgres's
 * types), applied by `openPostgres` under component `auth-passkeys`. Append new steps, never
 * edit old ones.
 *
 * @example
 * const pool = await openPostgres(url, 'auth-passkeys', passkeyPostgresMigrations)
 */
export const passkeyPostgresMigrations: readonly string[] = [
  `CREATE TABLE passkey_credentials (
     id TEXT PRIMARY KEY,
     user_id TEXT NOT NULL,
     public_key TEXT NOT NULL,
     counter BIGINT NOT NULL,
     transports JSONB NOT NULL,
     created_at BIGINT NOT NULL
   );
   CREATE INDEX passkey_credentials_user ON passkey_credentials (user_id);
   CREATE TABLE passkey_challenges (
     challenge TEXT PRIMARY KEY,
     kind TEXT NOT NULL,
     project_id TEXT NOT NULL,
     origin TEXT NOT NULL,
     user_handle TEXT,
     expires_at BIGINT NOT NULL
   );
   CREATE INDEX passkey_challenges_expires ON passkey_challenges (expires_at);
   CREATE TABLE passkey_sealed_shares (
     user_id TEXT NOT NULL,
     curve TEXT NOT NULL,
     credential_id TEXT NOT NULL,
     sealed TEXT NOT NULL,
     created_at BIGINT NOT NULL,
     PRIMARY KEY (user_id, curve, credential_id)
   );`,
]
