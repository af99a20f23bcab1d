/**
 * The auth schema on PostgreSQL (the tables of `authMigrations` in Postgres's types), one step
 * per entry, applied in order by `openPostgres` under component `auth`. Its rate-limit table is
 * `auth_rate_buckets`, so the auth service and the data service can share one database. Append new
 * steps, never edit old ones; a table added to `authMigrations` needs its step here too
 * (its test compares the two).
 *
 * @example
 * authPostgresMigrations.length // the auth schema version a fresh database ends at
 */
export const authPostgresMigrations: readonly string[] = [
  `CREATE TABLE email_codes (
     email TEXT PRIMARY KEY,
     code_hash TEXT,
     expires_at BIGINT NOT NULL,
     attempts INTEGER NOT NULL,
     sent_at BIGINT NOT NULL
   );
   CREATE TABLE sessions (
     token_hash TEXT PRIMARY KEY,
     user_id TEXT NOT NULL,
     user_json TEXT NOT NULL,
     project_id TEXT NOT NULL,
     expires_at BIGINT NOT NULL
   );
   CREATE INDEX sessions_expires ON sessions (expires_at);
   CREATE TABLE social_codes (
     code_hash TEXT PRIMARY KEY,
     user_json TEXT NOT NULL,
     project_id TEXT NOT NULL,
     code_challenge TEXT NOT NULL,
     expires_at BIGINT NOT NULL
   );
   CREATE TABLE auth_shares (
     user_id TEXT PRIMARY KEY,
     address TEXT NOT NULL,
     share TEXT NOT NULL,
     created_at BIGINT NOT NULL
   );
   CREATE TABLE recovery_shares (
     user_id TEXT PRIMARY KEY,
     share TEXT NOT NULL,
     created_at BIGINT NOT NULL
   );
   CREATE TABLE farcaster_custody (
     fid BIGINT PRIMARY KEY,
     custody_address TEXT NOT NULL,
     created_at BIGINT NOT NULL
   );
   CREATE TABLE email_guesses (
     email TEXT PRIMARY KEY,
     wrong_at TEXT NOT NULL,
     locked_until BIGINT NOT NULL,
     lockouts INTEGER NOT NULL,
     last_lockout_at BIGINT NOT NULL
   );
   CREATE TABLE sealed_recovery_shares (
     user_id TEXT PRIMARY KEY,
     sealed TEXT NOT NULL,
     created_at BIGINT NOT NULL
   );
   CREATE TABLE auth_rate_buckets (
     key TEXT PRIMARY KEY,
     tokens DOUBLE PRECISION NOT NULL,
     at BIGINT NOT NULL
   );
   CREATE INDEX auth_rate_buckets_at ON auth_rate_buckets (at);`,
  // Linked sign-in methods and the TOTP second factor (authMigrations 5 and 6).
  `CREATE TABLE identities (
     method_id TEXT PRIMARY KEY,
     user_id TEXT NOT NULL,
     kind TEXT NOT NULL,
     label TEXT NOT NULL,
     linked_at BIGINT NOT NULL
   );
   CREATE INDEX identities_user ON identities (user_id);
   CREATE TABLE second_factors (
     user_id TEXT PRIMARY KEY,
     secret TEXT NOT NULL,
     confirmed INTEGER NOT NULL,
     rules TEXT NOT NULL,
     last_step BIGINT NOT NULL,
     created_at BIGINT NOT NULL
   );`,
  // Passkeys: credentials, single-use challenges, PRF-sealed recovery shares (authMigrations 7).
  // `transports` is the JSON text of the list, as on SQLite, so one store's statements serve both.
  `CREATE TABLE passkey_credentials (
     id TEXT PRIMARY KEY,
     user_id TEXT NOT NULL,
     public_key TEXT NOT NULL,
     counter BIGINT NOT NULL,
     transports TEXT NOT NULL,
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
  // Social sign-ins waiting for the provider's callback and Farcaster channels (authMigrations 8).
  `CREATE TABLE social_sign_ins (
     state_hash TEXT PRIMARY KEY,
     provider TEXT NOT NULL,
     project_id TEXT NOT NULL,
     redirect_uri TEXT NOT NULL,
     modal_state TEXT NOT NULL,
     code_challenge TEXT NOT NULL,
     verifier TEXT NOT NULL,
     nonce TEXT NOT NULL,
     expires_at BIGINT NOT NULL
   );
   CREATE INDEX social_sign_ins_expires ON social_sign_ins (expires_at);
   CREATE TABLE farcaster_channels (
     channel_token TEXT PRIMARY KEY,
     project_id TEXT NOT NULL,
     secret_hash TEXT NOT NULL,
     nonce TEXT NOT NULL,
     domain TEXT NOT NULL,
     siwe_uri TEXT NOT NULL,
     expires_at BIGINT NOT NULL,
     approved_user TEXT,
     released INTEGER NOT NULL
   );
   CREATE INDEX farcaster_channels_expires ON farcaster_channels (expires_at);`,
  // Wallet devices and second-factor passes (authMigrations 9).
  `CREATE TABLE wallet_devices (
     user_id TEXT NOT NULL,
     proof_hash TEXT NOT NULL,
     created_at BIGINT NOT NULL,
     PRIMARY KEY (user_id, proof_hash)
   );
   CREATE TABLE second_factor_passes (
     token_hash TEXT PRIMARY KEY,
     user_id TEXT NOT NULL,
     expires_at BIGINT NOT NULL
   );
   CREATE INDEX second_factor_passes_expires ON second_factor_passes (expires_at);`,
  // Which linked passkeys may answer the second factor (authMigrations 10).
  `ALTER TABLE identities ADD COLUMN trusted_for_factor INTEGER NOT NULL DEFAULT 0;
   UPDATE identities SET trusted_for_factor = 1 WHERE NOT EXISTS (
     SELECT 1 FROM second_factors f WHERE f.user_id = identities.user_id AND f.confirmed = 1 AND f.created_at <= identities.linked_at
   );`,
]
