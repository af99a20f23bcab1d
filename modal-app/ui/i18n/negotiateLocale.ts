import { LOCALES, type Locale } from './locales'

/**
 * The catalog for a list of wanted languages, best first (the dapp's `language` option, the
 * visitor's stored choice, `navigator.languages`): the first wanted tag the modal has, exactly or
 * by language and script (`pt-PT` → `pt-BR`, `zh-HK` → `zh-TW`, `zh` → `zh-CN`, `iw` → `he`);
 * English when none matches or a tag is malformed. Plain `Intl.Locale` likely-subtags logic:
 * twenty catalogs need no matcher library.
 *
 * A plain language or language-region tag of a language with one catalog (`en-US`, `de-AT`)
 * is answered without `Intl.Locale`: the first `maximize()` in a page loads the likely-subtags
 * data, 4–8 ms on the path of a cold open in a fresh renderer, and for these languages no region
 * changes the script (the test compares both ways for every region).
 *
 * @example
 * negotiateLocale(['de-AT', 'en']) // 'de'
 * negotiateLocale(['zh-HK']) // 'zh-TW'
 */
export function negotiateLocale(wanted: readonly (string | undefined)[]): Locale {
  for (const tag of wanted) {
    const direct = byLanguageAlone(tag)
    if (direct) return direct
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

/** Each language the modal has one catalog for (`pt` → `pt-BR`); Chinese has two and is left out. */
const ONLY_CATALOG: ReadonlyMap<string, Locale> = new Map(
  LOCALES.map((own) => [languageOf(own), own] as const).filter(([language]) => LOCALES.filter((other) => languageOf(other) === language).length === 1),
)

/**
 * The catalog of a tag that is a language alone or with a region (`en`, `en-US`, `es-419`) when
 * that language has one catalog; anything else (a script, a variant, an alias such as `iw`) goes
 * through `Intl.Locale`.
 */
export function byLanguageAlone(tag: string | undefined): Locale | undefined {
  const parts = typeof tag === 'string' ? /^([a-z]{2,3})(?:-(?:[a-z]{2}|\d{3}))?$/i.exec(tag) : null
  return parts ? ONLY_CATALOG.get(parts[1]!.toLowerCase()) : undefined
}

function languageOf(tag: string): string {
  return tag.split('-')[0]!.toLowerCase()
}

function maximized(tag: string | undefined): Intl.Locale | undefined {
  if (typeof tag !== 'string' || !tag) return undefined
  try {
    return new Intl.Locale(tag).maximize()
  } catch {
    return undefined
  }
}
