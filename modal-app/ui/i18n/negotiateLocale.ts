import { LOCALES, type Locale } from './locales'

/**
 * The catalog for a list of wanted languages, best first (the dapp's `language` option, the
 * visitor's stored choice, `navigator.languages`): the first wanted tag the modal has, exactly or
 * by language and script (`pt-PT` → `pt-BR`, `zh-HK` → `zh-TW`, `zh` → `zh-CN`, `iw` → `he`);
 * English when none matches or a tag is malformed. Plain `Intl.Locale` likely-subtags logic:
 * twenty catalogs need no matcher library.
 *
 * @example
 * negotiateLocale(['de-AT', 'en']) // 'de'
 * negotiateLocale(['zh-HK']) // 'zh-TW'
 */
export function negotiateLocale(wanted: readonly (string | undefined)[]): Locale {
  for (const tag of wanted) {
    const asked = maximized(tag)
    if (!asked) continue
    const exact = LOCALES.find((own) => own.toLowerCase() === asked.baseName.toLowerCase() || maximized(own)?.baseName === asked.baseName)
    if (exact) return exact
    const near = LOCALES.find((own) => {
      const have = maximized(own)!
      return have.language === asked.language && have.script === asked.script
    })
    if (near) return near
  }
  return 'en'
}

function maximized(tag: string | undefined): Intl.Locale | undefined {
  if (typeof tag !== 'string' || !tag) return undefined
  try {
    return new Intl.Locale(tag).maximize()
  } catch {
    return undefined
  }
}
