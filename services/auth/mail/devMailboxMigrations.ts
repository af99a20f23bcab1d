/**
 * The dev mailbox's schema (`DevMailbox`), one step per entry, on SQLite (its own file beside the
 * auth database, so the auth file never holds a code in plain text) and on PostgreSQL (component
 * `dev_mailbox`, created only by a service started with `devPages`). Append new steps, never edit old ones.
 *
 * @example
 * devMailboxMigrations.sqlite.length // the schema version a fresh mailbox ends at
 */
export const devMailboxMigrations = {
  sqlite: [
    `CREATE TABLE dev_mail (
       id INTEGER PRIMARY KEY,
       sender TEXT NOT NULL,
       recipients TEXT NOT NULL,
       subject TEXT NOT NULL,
       body TEXT NOT NULL,
       received_at INTEGER NOT NULL
     );`,
  ],
  postgres: [
    `CREATE TABLE dev_mail (
       id BIGSERIAL PRIMARY KEY,
       sender TEXT NOT NULL,
       recipients TEXT NOT NULL,
       subject TEXT NOT NULL,
       body TEXT NOT NULL,
       received_at BIGINT NOT NULL
     );`,
  ],
} as const satisfies Record<'sqlite' | 'postgres', readonly string[]>
