import { describe, expect, it } from 'vitest'
import { createRateLimiter } from './createRateLimiter'

describe('createRateLimiter', () => {
  it('allows a burst, refuses past it, and refills with time, per key', () => {
    let t = 0
    const allow = createRateLimiter({ burst: 3, perSecond: 1, now: () => t })
    expect([allow('a'), allow('a'), allow('a'), allow('a')]).toEqual([true, true, true, false])
    expect(allow('b')).toBe(true)
    t = 1_000
    expect([allow('a'), allow('a')]).toEqual([true, false])
  })
})
