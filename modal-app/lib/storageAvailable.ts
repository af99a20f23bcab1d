let available: boolean | undefined

/**
 * Whether this document may use storage at all. Browsers that block third-party storage give the
 * cross-site modal iframe none ("Access is denied for this document"; IndexedDB: "The user denied
 * permission to access the database"); then everything lives in memory for the page's lifetime
 * (WalletConnect's storage too) and the visitor is told where it matters. Asked once: the answer
 * doesn't change while the page lives.
 *
 * @example
 * if (!storageAvailable()) showNotice(t('walletConnect.memoryOnly'))
 */
export function storageAvailable(): boolean {
  if (available !== undefined) return available
  try {
    // The in-memory stand-in (fallBackToMemoryStorage) is not storage the browser keeps.
    if ((globalThis.localStorage as { airlockMemory?: boolean } | undefined)?.airlockMemory) throw new Error('memory only')
    const probe = 'airlock:storage-probe'
    globalThis.localStorage.setItem(probe, '1')
    globalThis.localStorage.removeItem(probe)
    available = typeof globalThis.indexedDB !== 'undefined'
  } catch {
    available = false
  }
  return available
}

/**
 * Forgets the probe's answer, so the next {@link storageAvailable} asks the browser again: the
 * one change of answer in a page's life is a Storage Access grant (lib/storageAccess.ts).
 *
 * @example
 * resetStorageProbe()
 * storageAvailable() // probed again
 */
export function resetStorageProbe(): void {
  available = undefined
}

/** `document.requestStorageAccess`, in the form Chromium gives it (types in, a handle out). */
export type RequestStorageAccess = (types?: { localStorage?: boolean; indexedDB?: boolean }) => Promise<unknown>

/**
 * The Storage Access API of `doc`, bound to it, where the browser has it. Chromium's takes the
 * kinds of storage wanted and resolves with a handle to them; Firefox's and WebKit's take nothing
 * and resolve with nothing.
 *
 * @example
 * const request = requestStorageAccessOf(document)
 * if (request) await request({ localStorage: true })
 */
export function requestStorageAccessOf(doc: Document): RequestStorageAccess | undefined {
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
  return !storageAvailable() && requestStorageAccessOf(doc) !== undefined
}
