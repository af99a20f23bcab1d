import { requestStorageAccessOf, resetStorageProbe, storageAvailable } from './storageAvailable'

/** What Chromium's `requestStorageAccess(types)` hands over: the unpartitioned storage of the frame's origin. */
interface StorageAccessHandle {
  localStorage?: Storage
  indexedDB?: IDBFactory
}

/**
 * Asks the browser for this frame's storage; call it in the visitor's click, with no `await`
 * before it (the API needs the user activation). On a grant the modal uses the storage from then
 * on; resolves whether it has storage now (false when refused: memory stays).
 *
 * @example
 * button.onclick = () => void askForStorage().then((kept) => setKept(kept))
 */
export async function askForStorage(doc: Document = document): Promise<boolean> {
  const request = requestStorageAccessOf(doc)
  if (!request) return storageAvailable()
  try {
    takeGrantedStorage(await request({ localStorage: true, indexedDB: true }))
  } catch {
    // Refused by the visitor or the browser: the modal goes on in memory.
    return false
  }
  return storageAvailable()
}

/**
 * At the modal's start, where the visitor granted this frame storage on an earlier visit (the
 * `storage-access` permission is 'granted'): takes it again without a prompt, before anything
 * reads a stored session, so a returning visitor is restored. Does nothing where storage is
 * available or can't be asked for. Resolves whether the modal has storage.
 *
 * @example
 * await resumeStorageAccess()
 */
export async function resumeStorageAccess(doc: Document = document, permissions: Pick<Permissions, 'query'> | undefined = globalThis.navigator?.permissions): Promise<boolean> {
  if (storageAvailable() || !requestStorageAccessOf(doc) || !permissions) return storageAvailable()
  try {
    const status = await permissions.query({ name: 'storage-access' as PermissionName })
    // Granted before, the request needs no click and shows no prompt: the same request as a click's.
    return status.state === 'granted' ? await askForStorage(doc) : false
  } catch {
    return false
  }
}

/**
 * Puts granted storage in place of what the modal used. Chromium hands the frame's unpartitioned
 * storage over on the handle (the frame's own `localStorage` stays denied); Firefox and WebKit
 * open the document's own storage, which the probe then finds.
 */
function takeGrantedStorage(handle: unknown): void {
  const { localStorage, indexedDB } = (handle ?? {}) as StorageAccessHandle
  if (localStorage) Object.defineProperty(globalThis, 'localStorage', { configurable: true, value: localStorage })
  if (indexedDB) Object.defineProperty(globalThis, 'indexedDB', { configurable: true, value: indexedDB })
  resetStorageProbe()
}
