import { sponsorshipMigrations } from './sponsorshipMigrations'

/**
 * The paymaster's store on PostgreSQL (the tables of `sponsorshipMigrations` in Postgres's
 * types), applied by `openPostgres` under component `paymaster`, so every paymaster instance on
 * the database books against the same caps. Append only. Amounts stay decimal wei strings.
 */
export const sponsorshipPostgresMigrations: readonly string[] = [
  `CREATE TABLE bookings (
     id BIGSERIAL PRIMARY KEY,
     project_id TEXT NOT NULL,
     chain_id BIGINT NOT NULL,
     sender TEXT NOT NULL,
     nonce TEXT NOT NULL,
     user_op_hash TEXT NOT NULL,
     cost TEXT NOT NULL,
     pending INTEGER NOT NULL,
     valid_until BIGINT NOT NULL,
     from_block BIGINT NOT NULL,
     created_at BIGINT NOT NULL
   );
   CREATE INDEX bookings_project ON bookings (project_id, created_at);
   CREATE INDEX bookings_sender ON bookings (project_id, sender, created_at);
   CREATE INDEX bookings_pending ON bookings (pending, chain_id);
   CREATE TABLE account_owners (
     project_id TEXT NOT NULL,
     user_id TEXT NOT NULL,
     sender TEXT NOT NULL,
     created_at BIGINT NOT NULL,
     PRIMARY KEY (project_id, user_id)
   );`,
  // Steps 2 and 3 (a nonce's signatures found by index; one user per sender) are the same SQL on
  // both engines: written once, in sponsorshipMigrations.
  sponsorshipMigrations[1]!,
  sponsorshipMigrations[2]!,
]
