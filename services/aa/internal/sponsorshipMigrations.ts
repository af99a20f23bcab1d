/**
 * The paymaster's own store, one step per entry (append only; `PRAGMA user_version` counts them).
 * `bookings` holds what each signed sponsorship may cost (the worst case while pending, the
 * EntryPoint's actual gas cost once it landed, 0 once it can no longer land); amounts are decimal
 * wei strings because they overflow SQLite's integers. `account_owners` pins the one sender a
 * signed-in user is sponsored for.
 */
export const sponsorshipMigrations: readonly string[] = [
  `CREATE TABLE bookings (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     project_id TEXT NOT NULL,
     chain_id INTEGER NOT NULL,
     sender TEXT NOT NULL,
     nonce TEXT NOT NULL,
     user_op_hash TEXT NOT NULL,
     cost TEXT NOT NULL,
     pending INTEGER NOT NULL,
     valid_until INTEGER NOT NULL,
     from_block INTEGER NOT NULL,
     created_at INTEGER NOT NULL
   );
   CREATE INDEX bookings_project ON bookings (project_id, created_at);
   CREATE INDEX bookings_sender ON bookings (project_id, sender, created_at);
   CREATE INDEX bookings_pending ON bookings (pending, chain_id);
   CREATE TABLE account_owners (
     project_id TEXT NOT NULL,
     user_id TEXT NOT NULL,
     sender TEXT NOT NULL,
     created_at INTEGER NOT NULL,
     PRIMARY KEY (project_id, user_id)
   ) WITHOUT ROWID;`,
]
