/**
 * The schema, one step per entry, applied in order on open; `PRAGMA user_version` records how
 * many ran. Append new steps, never edit old ones: existing database files depend on them.
 *
 * @example
 * migrations.length // the schema version a fresh database ends at
 */
export const migrations: readonly string[] = [
  `CREATE TABLE events (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     kind TEXT NOT NULL,
     project_id TEXT,
     payload TEXT NOT NULL,
     created_at INTEGER NOT NULL
   );
   CREATE INDEX events_kind_project ON events (kind, project_id, id);
   CREATE TABLE kv (
     namespace TEXT NOT NULL,
     key TEXT NOT NULL,
     value TEXT NOT NULL,
     updated_at INTEGER NOT NULL,
     PRIMARY KEY (namespace, key)
   ) WITHOUT ROWID;`,
  // Retention deletes old events by kind and age.
  `CREATE INDEX events_kind_created ON events (kind, created_at);`,
]
