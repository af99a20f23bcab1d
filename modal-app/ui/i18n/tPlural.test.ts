import { afterEach, describe, expect, it } from 'vitest'
import { activeLocale } from './activeLocale'
import { activeMessages } from './activeMessages'
import { t } from './t'
import { tPlural } from './tPlural'
import './viewMessages'

describe('tPlural', () => {
  afterEach(() => {
    activeLocale.tag = 'en'
    for (const key of Object.keys(activeMessages)) delete activeMessages[key]
  })
  it("picks the English branch for the count, and leaves a plain message as t would", () => {
    expect(tPlural('portfolio.repeatedLabel', 1)).toBe('one time')
    expect(tPlural('portfolio.repeatedLabel', 2)).toBe('2 times')
    expect(tPlural('portfolio.repeatedLabel', 1200)).toBe('1,200 times')
    expect(tPlural('approve.callCount', 3)).toBe(t('approve.callCount', { count: 3 }))
  })
  it("follows the active language's plural rules, exact branches first, other as the fallback", () => {
    activeLocale.tag = 'ru'
    Object.assign(activeMessages, {
      'portfolio.repeatedLabel': '{count, plural, =0 {ни разу} one {# раз} few {# раза} many {# раз} other {# раза}} в {network}',
    })
    expect(tPlural('portfolio.repeatedLabel', 0, { network: 'Base' })).toBe('ни разу в Base')
    expect(tPlural('portfolio.repeatedLabel', 21, { network: 'Base' })).toBe('21 раз в Base')
    expect(tPlural('portfolio.repeatedLabel', 3, { network: 'Base' })).toBe('3 раза в Base')
    expect(tPlural('portfolio.repeatedLabel', 1.5, { network: 'Base' })).toBe('1,5 раза в Base')
    activeLocale.tag = 'ja'
    Object.assign(activeMessages, { 'portfolio.repeatedLabel': '{count, plural, other {#回}}（{count}）' })
    expect(tPlural('portfolio.repeatedLabel', 1)).toBe('1回（1）')
    // A catalog without plural branches reads as a plain message.
    Object.assign(activeMessages, { 'portfolio.repeatedLabel': '{count}回' })
    expect(tPlural('portfolio.repeatedLabel', 1)).toBe('1回')
  })
})
