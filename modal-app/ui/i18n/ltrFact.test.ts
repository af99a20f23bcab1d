import { afterEach, describe, expect, it } from 'vitest'
import { activeLocale } from './activeLocale'
import { ltrFact } from './ltrFact'

describe('ltrFact', () => {
  afterEach(() => void (activeLocale.tag = 'en'))

  it('isolates a fact left to right in Arabic and Hebrew', () => {
    for (const tag of ['ar', 'he']) {
      activeLocale.tag = tag
      expect(ltrFact('5 AUSD')).toBe('\u20665 AUSD\u2069')
    }
  })

  it('leaves it as is in a left-to-right language', () => {
    activeLocale.tag = 'de'
    expect(ltrFact('0x70…79C8')).toBe('0x70…79C8')
  })
})
