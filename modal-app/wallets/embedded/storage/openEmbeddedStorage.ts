import { storageAvailable } from '../../../lib/storageAvailable'
import { createMemoryStorage } from './createMemoryStorage'
import type { EmbeddedStorage } from './EmbeddedStorage'
import { openIndexedDbStorage } from './openIndexedDbStorage'

export interface OpenEmbeddedStorageOptions {
  /** Whether this document may use storage (default: the modal's one-time probe). */
  storageAllowed?: () => boolean
  /** IndexedDB to use (default: the document's). */
  indexedDB?: IDBFactory
}

/**
 * The embedded wallet's storage for this page: the modal origin's IndexedDB where the browser
 * allows it, else memory for the page's lifetime (docs/design.md#storage-the-browser-may-deny); a
 * database the browser refuses at open time (storage probe passed but IndexedDB denied, private
 * modes) also falls back to memory. Never touches the host page's storage.
 *
 * @example
 * const storage = await openEmbeddedStorage()
 * if (!storage.persistent) showNotice('You will need to sign in again after a reload.')
 */
export async function openEmbeddedStorage(options: OpenEmbeddedStorageOptions = {}): Promise<EmbeddedStorage> {
  const allowed = options.storageAllowed ?? storageAvailable
  const factory = options.indexedDB ?? globalThis.indexedDB
  if (!allowed() || !factory) return createMemoryStorage()
  try {
    return await openIndexedDbStorage(factory)
  } catch {
    return createMemoryStorage()
  }
}
