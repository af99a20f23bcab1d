import { activeLocale } from './activeLocale'
import { activeMessages } from './activeMessages'
import catalogLoaders from 'virtual:airlock-locale-loaders'
import { RTL_LOCALES, type CatalogTag, type Locale } from './locales'

const loaded = new Map<CatalogTag, Promise<Record<string, string>>>()
const ready = new Map<CatalogTag, Record<string, string>>()
const listeners = new Set<() => void>()
let latest = 0

/**
 * Makes `tag` the modal's language: `t` answers from its catalog, and the document's `lang` and
 * `dir` follow (`rtl` for Arabic and Hebrew, so the logical CSS mirrors the card). English, or a
 * catalog already fetched, applies at once and returns undefined, so a render waiting on it stays
 * synchronous; otherwise the language's catalog (its folder's files, one chunk) is fetched and the
 * promise settles once it applied (English if the fetch failed). Of two overlapping calls, the
 * later one wins. Subscribers (`onLocaleApplied`) hear every change.
 *
 * @example
 * const wait = applyLocale('ar')
 * if (wait) await wait // t() speaks Arabic, <html dir="rtl" lang="ar">
 */
export function applyLocale(tag: CatalogTag): Promise<void> | undefined {
  const call = ++latest
  const messages = tag === 'en' ? {} : ready.get(tag)
  if (messages) return void takeLocale(tag, messages)
  return loadCatalog(tag).then(
    (catalog) => void (call === latest && takeLocale(tag, catalog)),
    () => void (call === latest && takeLocale('en', {})),
  )
}

/**
 * Starts fetching a language's catalog without applying it: the entry calls it for the likely
 * language as it starts, so the files travel beside the handshake instead of after it.
 *
 * @example
 * void loadCatalog('de')
 */
export function loadCatalog(tag: CatalogTag): Promise<Record<string, string>> {
  let pending = loaded.get(tag)
  if (!pending) {
    // One chunk per language, its folder's files merged (server/localeCatalogsPlugin.ts).
    const load = catalogLoaders[tag]
    pending = (load ? load() : Promise.reject(new Error(`no catalog for ${tag}`))).then(({ default: catalog }) => {
      ready.set(tag, catalog)
      return catalog
    })
    // A failed fetch may be retried by the next call.
    pending.catch(() => loaded.delete(tag))
    loaded.set(tag, pending)
  }
  return pending
}

/**
 * Calls `listener` after each language change; returns the unsubscribe (the shape
 * `useSyncExternalStore` takes).
 *
 * @example
 * const stop = onLocaleApplied(() => console.log(activeLocale.tag))
 */
export function onLocaleApplied(listener: () => void): () => void {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}

function takeLocale(tag: CatalogTag, messages: Record<string, string>) {
  activeLocale.tag = tag
  for (const key of Object.keys(activeMessages)) delete activeMessages[key]
  Object.assign(activeMessages, messages)
  const root = globalThis.document?.documentElement
  if (root) {
    root.lang = tag
    root.dir = RTL_LOCALES.includes(tag as Locale) ? 'rtl' : 'ltr'
  }
  for (const listener of listeners) listener()
}
