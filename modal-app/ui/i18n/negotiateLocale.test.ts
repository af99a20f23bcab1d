import { describe, expect, it } from 'vitest'
import { negotiateLocale } from './negotiateLocale'

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
})
