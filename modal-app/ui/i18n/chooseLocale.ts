import { negotiateLocale } from './negotiateLocale'
import type { Locale } from './locales'
import { storedLocale } from './storedLocale'

/**
 * The modal's language: the visitor's own pick in the modal first, then the dapp's `language`
 * option, then the browser's languages (`navigator.languages`), each negotiated against the
 * catalogs; English when nothing matches.
 *
 * @example
 * chooseLocale('ar') // 'ar', unless the visitor picked another language in the modal
 */
export function chooseLocale(dappLanguage: string | undefined, browser: readonly string[] = globalThis.navigator?.languages ?? []): Locale {
  return negotiateLocale([storedLocale.get(), dappLanguage, ...browser])
}
