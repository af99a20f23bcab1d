/**
 * The paymaster's own store, one step per entry (append only; `PRAGMA user_version` counts them).
 * `bookings` holds what each signed sponsorship may cost (the worst case while pending, the
 * EntryPoint's actual gas cost once it landed, 0 once it can no longer land); amounts are decimal
 * wei strings because they overflow SQLite's integers. `account_owners` pins the one sender a
 * signed-in user is sponsored for, and (from step 3) the one user each sender belongs to.
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
  // Every signature of a (sender, nonce) is kept (any of them may land): booking and settling find
  // a nonce's pending signatures by this index.
  `CREATE INDEX bookings_nonce ON bookings (project_id, chain_id, sender, nonce, pending);`,
  // A sender belongs to one user per project: a second user could otherwise pin another's account
  // and book against its cap. Where two users pinned one sender already, the earlier pin stays (the
  // later one is the one that could only have copied an address seen on chain).
  `DELETE FROM account_owners WHERE EXISTS (
     SELECT 1 FROM account_owners earlier
     WHERE earlier.project_id = account_owners.project_id AND earlier.sender = account_owners.sender
       AND (earlier.created_at < account_owners.created_at OR (earlier.created_at = account_owners.created_at AND earlier.user_id < account_owners.user_id))
   );
   CREATE UNIQUE INDEX account_owners_sender ON account_owners (project_id, sender);`,
]
