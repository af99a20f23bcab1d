import { describe, expect, it } from 'vitest'
import { isRetryBlocked } from './isRetryBlocked'

describe('isRetryBlocked (30 s after a failure)', () => {
  const now = 1_000_000
  it('blocks inside 30 s and allows after', () => {
    expect(isRetryBlocked(undefined, now)).toBe(false)
    expect(isRetryBlocked(now - 1, now)).toBe(true)
    expect(isRetryBlocked(now - 29_999, now)).toBe(true)
    expect(isRetryBlocked(now - 30_000, now)).toBe(false)
  })
})
