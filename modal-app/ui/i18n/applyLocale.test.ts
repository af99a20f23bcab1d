// @vitest-environment jsdom
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { activeLocale } from './activeLocale'
import { applyLocale, onLocaleApplied } from './applyLocale'
import { t } from './t'

const catalog = (tag: string, file: string) => JSON.parse(readFileSync(join(import.meta.dirname, '..', 'locales', tag, file), 'utf8')) as Record<string, string>

describe('applyLocale', () => {
  afterEach(() => void applyLocale('en'))

  it('applies English at once, with nothing to wait for', () => {
    expect(applyLocale('en')).toBeUndefined()
    expect(t('header.close')).toBe('Close')
    expect(document.documentElement.lang).toBe('en')
    expect(document.documentElement.dir).toBe('ltr')
  })

  it("fetches a language's whole folder, then t speaks it and the document turns right to left for Arabic", async () => {
    const heard: string[] = []
    const stop = onLocaleApplied(() => heard.push(activeLocale.tag))
    const wait = applyLocale('ar')
    expect(wait).toBeInstanceOf(Promise)
    expect(t('header.close')).toBe('Close')
    await wait
    stop()
    expect(heard).toEqual(['ar'])
    expect(t('header.close')).toBe(catalog('ar', 'core.json')['header.close'])
    expect(t('swap.submit')).toBe(catalog('ar', 'swap.json')['swap.submit'])
    expect(t('connect.social.with', { provider: 'Google' })).toBe(catalog('ar', 'core.json')['connect.social.with']!.replace('{provider}', 'Google'))
    expect(document.documentElement).toMatchObject({ lang: 'ar', dir: 'rtl' })
    // Fetched once: applying it again is synchronous.
    expect(applyLocale('ar')).toBeUndefined()
    expect(applyLocale('en')).toBeUndefined()
    expect(t('header.close')).toBe('Close')
    expect(document.documentElement).toMatchObject({ lang: 'en', dir: 'ltr' })
  })

  it('lets the later of two overlapping switches win', async () => {
    const first = applyLocale('es')
    const second = applyLocale('de')
    await Promise.all([first, second])
    expect(activeLocale.tag).toBe('de')
    expect(t('header.close')).toBe(catalog('de', 'core.json')['header.close'])
    expect(document.documentElement).toMatchObject({ lang: 'de', dir: 'ltr' })
  })
})
