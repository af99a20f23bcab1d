import catalogLoaders from 'virtual:airlock-locale-loaders'
import { negotiateLocale } from './negotiateLocale'
import type { CatalogTag } from './locales'
import { PSEUDO_LOCALE } from './pseudoLocale'
import { storedLocale } from './storedLocale'

/**
 * The modal's language: the visitor's own pick in the modal first, then the dapp's `language`
 * option, then the browser's languages (`navigator.languages`), each negotiated against the
 * catalogs; English when nothing matches. A dapp naming the pseudo-locale (`en-XA`) gets it only
 * where the build has that catalog (the test profile); elsewhere it negotiates to English.
 *
 * @example
 * chooseLocale('ar') // 'ar', unless the visitor picked another language in the modal
 */
export function chooseLocale(dappLanguage: string | undefined, browser: readonly string[] = globalThis.navigator?.languages ?? []): CatalogTag {
  if (dappLanguage === PSEUDO_LOCALE && catalogLoaders[PSEUDO_LOCALE] && !storedLocale.get()) return PSEUDO_LOCALE
  return negotiateLocale([storedLocale.get(), dappLanguage, ...browser])
}
