import { afterEach, describe, expect, it } from 'vitest'
import { activeLocale } from './activeLocale'
import { localeFormat } from './localeFormat'

describe('localeFormat', () => {
  afterEach(() => {
    activeLocale.tag = 'en'
  })
  it('makes one formatter per language and name, in that language', () => {
    const usd = () => localeFormat('usd', (tag) => new Intl.NumberFormat(tag, { style: 'currency', currency: 'USD' }))
    expect(usd()).toBe(usd())
    expect(usd().format(1234.5)).toBe('$1,234.50')
    activeLocale.tag = 'de'
    expect(usd().format(1234.5)).toBe('1.234,50\u00a0$')
    activeLocale.tag = 'ar'
    expect(usd().resolvedOptions().locale).toBe('ar')
  })
})
