import { describe, expect, it } from 'vitest'
import { isPairingExpired, pairingExpiryFrom, pairingRefreshDelay } from './pairingRefreshDelay'

describe('pairing expiry rule', () => {
  const now = 1_000_000
  it('gives a URI 4 minutes', () => {
    expect(pairingExpiryFrom(now)).toBe(now + 240_000)
  })
  it('refreshes 10 s before the expiry, at once when that moment has passed', () => {
    expect(pairingRefreshDelay(pairingExpiryFrom(now), now)).toBe(230_000)
    expect(pairingRefreshDelay(now + 10_000, now)).toBe(0)
    expect(pairingRefreshDelay(now - 5, now)).toBe(0)
  })
  it('counts a pairing with 10 s or less left as expired', () => {
    expect(isPairingExpired(now + 10_001, now)).toBe(false)
    expect(isPairingExpired(now + 10_000, now)).toBe(true)
    expect(isPairingExpired(now + 3_000, now)).toBe(true)
  })
})
