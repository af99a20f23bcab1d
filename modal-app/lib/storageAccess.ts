import { resetStorageProbe, storageAvailable } from './storageAvailable'

/** What Chromium's `requestStorageAccess(types)` hands over: the unpartitioned storage of the frame's origin. */
interface StorageAccessHandle {
  localStorage?: Storage
  indexedDB?: IDBFactory
}

type RequestStorageAccess = (types?: { localStorage?: boolean; indexedDB?: boolean }) => Promise<StorageAccessHandle | undefined>

/** The Storage Access API of `doc`, where the browser has it. */
function requestOf(doc: Document): RequestStorageAccess | undefined {
  const request = (doc as Document & { requestStorageAccess?: RequestStorageAccess }).requestStorageAccess
  return typeof request === 'function' ? request.bind(doc) : undefined
}

/**
 * Whether the browser denies this frame its storage (the modal then keeps everything in memory
 * for the page's life) but lets it ask for storage with the Storage Access API. Browsers that
 * partition a cross-site frame's storage instead (Firefox's and WebKit's defaults, Chromium's)
 * give the modal storage that lasts for this dapp, and nothing is asked there.
 *
 * @example
 * if (canAskForStorage()) showStorageNotice()
 */
export function canAskForStorage(doc: Document = document): boolean {
  return !storageAvailable() && requestOf(doc) !== undefined
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
  const request = requestOf(doc)
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
  const request = requestOf(doc)
  if (storageAvailable() || !request || !permissions) return storageAvailable()
  try {
    const status = await permissions.query({ name: 'storage-access' as PermissionName })
    if (status.state !== 'granted') return false
    takeGrantedStorage(await request({ localStorage: true, indexedDB: true }))
  } catch {
    return false
  }
  return storageAvailable()
}

/**
 * Puts granted storage in place of what the modal used. Chromium hands the frame's unpartitioned
 * storage over on the handle (the frame's own `localStorage` stays denied); Firefox and WebKit
 * open the document's own storage, which the probe then finds.
 */
function takeGrantedStorage(handle: StorageAccessHandle | undefined): void {
  if (handle?.localStorage) Object.defineProperty(globalThis, 'localStorage', { configurable: true, value: handle.localStorage })
  if (handle?.indexedDB) Object.defineProperty(globalThis, 'indexedDB', { configurable: true, value: handle.indexedDB })
  resetStorageProbe()
}
