export type { Storage, StoredEvent, NewEvent, EventQuery, KvEntry } from './Storage'
export { SqliteStorage, defaultDatabasePath } from './SqliteStorage'
export { migrations } from './migrations'
