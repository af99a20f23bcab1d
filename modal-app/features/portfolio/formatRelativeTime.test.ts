import { describe, expect, it } from 'vitest'
import { formatRelativeTime } from './formatRelativeTime'

const now = Date.parse('2025-06-15T12:00:00Z')
const ago = (ms: number) => formatRelativeTime(now - ms, now)
const s = 1000
const min = 60 * s
const hr = 60 * min
const day = 24 * hr

describe('formatRelativeTime (thresholds)', () => {
  it('counts seconds up to 44, then a minute up to 89 s', () => {
    expect(ago(0)).toBe('0 sec')
    expect(ago(44 * s)).toBe('44 sec')
    expect(ago(45 * s)).toBe('1 min')
    expect(ago(89 * s)).toBe('1 min')
    expect(ago(90 * s)).toBe('2 min')
  })
  it('counts minutes up to 44, then an hour up to 89 min', () => {
    expect(ago(44 * min)).toBe('44 min')
    expect(ago(45 * min)).toBe('1 hr')
    expect(ago(89 * min)).toBe('1 hr')
    expect(ago(90 * min)).toBe('2 hr')
  })
  it('counts hours up to 21, then a day up to 35 h', () => {
    expect(ago(21 * hr)).toBe('21 hr')
    expect(ago(22 * hr)).toBe('1 d')
    expect(ago(35 * hr)).toBe('1 d')
    expect(ago(36 * hr)).toBe('2 d')
  })
  it('counts days up to 25, then a month up to 45 d', () => {
    expect(ago(25 * day)).toBe('25 d')
    expect(ago(26 * day)).toBe('1 mo')
    expect(ago(45 * day)).toBe('1 mo')
    expect(ago(46 * day)).toBe('2 mo')
  })
  it('counts months up to 10, a year up to 17 months, then years', () => {
    expect(ago(10 * 30.4375 * day)).toBe('10 mo')
    expect(ago(11 * 30.4375 * day)).toBe('1 yr')
    expect(ago(17 * 30.4375 * day)).toBe('1 yr')
    expect(ago(18 * 30.4375 * day)).toBe('2 yr')
    expect(ago(5 * 365.25 * day)).toBe('5 yr')
  })
  it('treats a future moment as now', () => {
    expect(formatRelativeTime(now + 5 * min, now)).toBe('0 sec')
  })
})
