import type { PSEUDO_LOCALE } from './pseudoLocale'

/**
 * The catalogs the modal ships: English (the source of the keys, `ui/locales/*.json`) and one
 * folder per other language, `ui/locales/<tag>/` with `core.json`, `views.json`, `wallet.json`,
 * `onramp.json` and `swap.json`. The tags are the folders' names.
 */
export const LOCALES = ['en', 'es', 'pt-BR', 'fr', 'de', 'it', 'nl', 'pl', 'tr', 'ru', 'uk', 'ar', 'he', 'hi', 'id', 'vi', 'th', 'ja', 'ko', 'zh-CN', 'zh-TW'] as const

export type Locale = (typeof LOCALES)[number]

/** A tag `applyLocale` can load: a shipped language, or the test profile's pseudo-locale. */
export type CatalogTag = Locale | typeof PSEUDO_LOCALE

/** The languages written right to left: the modal lays itself out mirrored for them. */
export const RTL_LOCALES: readonly Locale[] = ['ar', 'he']
