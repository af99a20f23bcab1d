import { describe, expect, it } from 'vitest'
import { LOCALES } from './locales'
import { byLanguageAlone, negotiateLocale } from './negotiateLocale'

describe('negotiateLocale', () => {
  it('takes the first wanted language the modal has', () => {
    expect(negotiateLocale(['xx', 'de-AT', 'fr'])).toBe('de')
    expect(negotiateLocale([undefined, 'ja-JP'])).toBe('ja')
    expect(negotiateLocale(['ar-EG'])).toBe('ar')
  })
  it('matches by language and script when the region differs', () => {
    expect(negotiateLocale(['pt-PT'])).toBe('pt-BR')
    expect(negotiateLocale(['pt'])).toBe('pt-BR')
    expect(negotiateLocale(['zh-HK'])).toBe('zh-TW')
    expect(negotiateLocale(['zh-Hant'])).toBe('zh-TW')
    expect(negotiateLocale(['zh'])).toBe('zh-CN')
    expect(negotiateLocale(['zh-SG'])).toBe('zh-CN')
    expect(negotiateLocale(['iw'])).toBe('he')
  })
  it('keeps exact tags in any case', () => {
    expect(negotiateLocale(['PT-br'])).toBe('pt-BR')
    expect(negotiateLocale(['zh-tw'])).toBe('zh-TW')
    expect(negotiateLocale(['en-GB', 'de'])).toBe('en')
  })
  it('falls back to English for nothing, malformed or unknown tags', () => {
    expect(negotiateLocale([])).toBe('en')
    expect(negotiateLocale(['not a tag', '', 'sw'])).toBe('en')
  })
  it('answers a language with one catalog, in any region, as the likely-subtags path does', () => {
    // What negotiateLocale did before the shortcut, for one tag: Intl.Locale's likely subtags.
    // The catalogs' own tags are maximized once: per tag and catalog, the comparison of ~13,000
    // tags took 14 s in a loaded suite (20 s is the timeout).
    const owns = LOCALES.map((own) => [own, new Intl.Locale(own).maximize()] as const)
    const viaIntl = (tag: string) => {
      const asked = new Intl.Locale(tag).maximize()
      const found = owns.find(([, have]) => have.baseName === asked.baseName) ?? owns.find(([, have]) => have.language === asked.language && have.script === asked.script)
      return found?.[0]
    }
    const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'
    const regions = [...letters].flatMap((a) => [...letters].map((b) => a + b)).concat(['001', '029', '150', '419'])
    const languages = [...new Set(LOCALES.map((own) => own.split('-')[0]!))].filter((language) => byLanguageAlone(language))
    expect(languages).toHaveLength(19)
    const differ = languages.flatMap((language) => [language, ...regions.map((region) => `${language}-${region}`)].filter((tag) => byLanguageAlone(tag) !== viaIntl(tag)))
    expect(differ).toEqual([])
  })
  it('leaves Chinese, scripts and aliases to Intl.Locale', () => {
    expect(byLanguageAlone('zh-HK')).toBeUndefined()
    expect(byLanguageAlone('sr-Latn')).toBeUndefined()
    expect(byLanguageAlone('iw')).toBeUndefined()
    expect(byLanguageAlone('en-US-x-twain')).toBeUndefined()
    expect(byLanguageAlone('EN-us')).toBe('en')
  })
})
