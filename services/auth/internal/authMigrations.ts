/**
 * The auth database's schema, one step per entry, applied in order on open (`PRAGMA
 * user_version` counts them). Append new steps, never edit old ones. Only hashes of codes and
 * tokens are stored; the recovery share is stored only sealed under the visitor's recovery code
 * (`sealed_recovery_shares`; `recovery_shares` holds old plain shares until they are migrated).
 *
 * @example
 * authMigrations.length // the schema version a fresh auth database ends at
 */
export const authMigrations: readonly string[] = [
  `CREATE TABLE email_codes (
     email TEXT PRIMARY KEY,
     code_hash TEXT,
     expires_at INTEGER NOT NULL,
     attempts INTEGER NOT NULL,
     sent_at INTEGER NOT NULL
   ) WITHOUT ROWID;
   CREATE TABLE sessions (
     token_hash TEXT PRIMARY KEY,
     user_id TEXT NOT NULL,
     user_json TEXT NOT NULL,
     project_id TEXT NOT NULL,
     expires_at INTEGER NOT NULL
   ) WITHOUT ROWID;
   CREATE INDEX sessions_expires ON sessions (expires_at);
   CREATE TABLE social_codes (
     code_hash TEXT PRIMARY KEY,
     user_json TEXT NOT NULL,
     project_id TEXT NOT NULL,
     code_challenge TEXT NOT NULL,
     expires_at INTEGER NOT NULL
   ) WITHOUT ROWID;
   CREATE TABLE auth_shares (
     user_id TEXT PRIMARY KEY,
     address TEXT NOT NULL,
     share TEXT NOT NULL,
     created_at INTEGER NOT NULL
   ) WITHOUT ROWID;
   CREATE TABLE recovery_shares (
     user_id TEXT PRIMARY KEY,
     share TEXT NOT NULL,
     created_at INTEGER NOT NULL
   ) WITHOUT ROWID;
   CREATE TABLE farcaster_custody (
     fid INTEGER PRIMARY KEY,
     custody_address TEXT NOT NULL,
     created_at INTEGER NOT NULL
   );`,
  // Wrong email codes per address over the last day, and the lockouts they earned (emailGuessLimit).
  `CREATE TABLE email_guesses (
     email TEXT PRIMARY KEY,
     wrong_at TEXT NOT NULL,
     locked_until INTEGER NOT NULL,
     lockouts INTEGER NOT NULL,
     last_lockout_at INTEGER NOT NULL
   ) WITHOUT ROWID;`,
  // The recovery share is sealed in the modal under the visitor's recovery code: the service keeps
  // only that blob. recovery_shares keeps the plain shares of wallets made before this step until
  // their next sign-in re-splits them (AuthDatabase.migrateShares deletes the row).
  `CREATE TABLE sealed_recovery_shares (
     user_id TEXT PRIMARY KEY,
     sealed TEXT NOT NULL,
     created_at INTEGER NOT NULL
   ) WITHOUT ROWID;`,
  // Rate-limit buckets per client address in the database, not in a process (see sqliteRateBuckets).
  `CREATE TABLE rate_buckets (
     key TEXT PRIMARY KEY,
     tokens REAL NOT NULL,
     at INTEGER NOT NULL
   ) WITHOUT ROWID;
   CREATE INDEX rate_buckets_at ON rate_buckets (at);`,
  // Linked sign-in methods: which user a method (`<kind>:<subject>`) signs in as. A method with no
  // row is its own user (every user made before this step); rows are written on the first link.
  `CREATE TABLE identities (
     method_id TEXT PRIMARY KEY,
     user_id TEXT NOT NULL,
     kind TEXT NOT NULL,
     label TEXT NOT NULL,
     linked_at INTEGER NOT NULL
   ) WITHOUT ROWID;
   CREATE INDEX identities_user ON identities (user_id);`,
  // A user's TOTP second factor: its secret (kept to check codes; it opens no key), whether it was
  // confirmed with a code, the visitor's rules, and the last time step used (a code works once).
  `CREATE TABLE second_factors (
     user_id TEXT PRIMARY KEY,
     secret TEXT NOT NULL,
     confirmed INTEGER NOT NULL,
     rules TEXT NOT NULL,
     last_step INTEGER NOT NULL,
     created_at INTEGER NOT NULL
   ) WITHOUT ROWID;`,
  // Passkeys (services/auth/passkeys): credentials per user, single-use challenges, and recovery
  // shares sealed in the modal under a passkey's PRF output (one per user, curve and credential).
  `CREATE TABLE passkey_credentials (
     id TEXT PRIMARY KEY,
     user_id TEXT NOT NULL,
     public_key TEXT NOT NULL,
     counter INTEGER NOT NULL,
     transports TEXT NOT NULL,
     created_at INTEGER NOT NULL
   ) WITHOUT ROWID;
   CREATE INDEX passkey_credentials_user ON passkey_credentials (user_id);
   CREATE TABLE passkey_challenges (
     challenge TEXT PRIMARY KEY,
     kind TEXT NOT NULL,
     project_id TEXT NOT NULL,
     origin TEXT NOT NULL,
     user_handle TEXT,
     expires_at INTEGER NOT NULL
   ) WITHOUT ROWID;
   CREATE TABLE passkey_sealed_shares (
     user_id TEXT NOT NULL,
     curve TEXT NOT NULL,
     credential_id TEXT NOT NULL,
     sealed TEXT NOT NULL,
     created_at INTEGER NOT NULL,
     PRIMARY KEY (user_id, curve, credential_id)
   ) WITHOUT ROWID;`,
  // Sign-ins in flight, in the database rather than a process, so any instance can finish what
  // another started (issue 41): social sign-ins waiting for the provider's callback (keyed by the
  // hash of our OAuth state; the PKCE verifier and nonce of the provider leg) and Farcaster
  // channels waiting for approval and for the modal's poll (released: the session was handed out).
  `CREATE TABLE social_sign_ins (
     state_hash TEXT PRIMARY KEY,
     provider TEXT NOT NULL,
     project_id TEXT NOT NULL,
     redirect_uri TEXT NOT NULL,
     modal_state TEXT NOT NULL,
     code_challenge TEXT NOT NULL,
     verifier TEXT NOT NULL,
     nonce TEXT NOT NULL,
     expires_at INTEGER NOT NULL
   ) WITHOUT ROWID;
   CREATE INDEX social_sign_ins_expires ON social_sign_ins (expires_at);
   CREATE TABLE farcaster_channels (
     channel_token TEXT PRIMARY KEY,
     project_id TEXT NOT NULL,
     secret_hash TEXT NOT NULL,
     nonce TEXT NOT NULL,
     domain TEXT NOT NULL,
     siwe_uri TEXT NOT NULL,
     expires_at INTEGER NOT NULL,
     approved_user TEXT,
     released INTEGER NOT NULL
   ) WITHOUT ROWID;
   CREATE INDEX farcaster_channels_expires ON farcaster_channels (expires_at);`,
  // Two-step verification beyond the export (issue 38 #5): the browsers that made a wallet, known
  // by the SHA-256 of a proof derived from the device share they hold (the proof opens nothing),
  // and the sessions that passed the second factor (a sign-in on a new device must, with the rule on).
  `CREATE TABLE wallet_devices (
     user_id TEXT NOT NULL,
     proof_hash TEXT NOT NULL,
     created_at INTEGER NOT NULL,
     PRIMARY KEY (user_id, proof_hash)
   ) WITHOUT ROWID;
   CREATE TABLE second_factor_passes (
     token_hash TEXT PRIMARY KEY,
     user_id TEXT NOT NULL,
     expires_at INTEGER NOT NULL
   ) WITHOUT ROWID;
   CREATE INDEX second_factor_passes_expires ON second_factor_passes (expires_at);`,
  // Whether a passkey of a linked method may answer the user's second factor (AuthDatabase
  // linkIdentity): only when it was linked while no factor was in force or by a session that had
  // passed it, so one factor alone (an inbox) can't link a passkey and answer the second with it.
  // Rows linked before this step count only where no confirmed factor predates their link.
  `ALTER TABLE identities ADD COLUMN trusted_for_factor INTEGER NOT NULL DEFAULT 0;
   UPDATE identities SET trusted_for_factor = 1 WHERE NOT EXISTS (
     SELECT 1 FROM second_factors f WHERE f.user_id = identities.user_id AND f.confirmed = 1 AND f.created_at <= identities.linked_at
   );`,
]
