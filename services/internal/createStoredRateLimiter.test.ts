import { describe, expect, it } from 'vitest'
import { SqliteStorage } from '../fixtures/storage/SqliteStorage'
import { createStoredRateLimiter } from './createStoredRateLimiter'

describe('createStoredRateLimiter', () => {
  it('allows a burst per key and name from the store, refills with time, and prunes idle buckets', async () => {
    const storage = SqliteStorage.open({ path: ':memory:' })
    let t = 1_000_000
    const a = createStoredRateLimiter(storage, 'a', { burst: 3, perSecond: 1 }, () => t)
    const b = createStoredRateLimiter(storage, 'b', { burst: 1, perSecond: 1 }, () => t)
    expect([await a('ip'), await a('ip'), await a('ip'), await a('ip')]).toEqual([true, true, true, false])
    expect([await b('ip'), await b('ip')]).toEqual([true, false])
    // Another limiter on the same store (another instance) spends from the same bucket.
    const again = createStoredRateLimiter(storage, 'a', { burst: 3, perSecond: 1 }, () => t)
    expect(await again('ip')).toBe(false)
    t += 1_000
    expect([await again('ip'), await a('ip')]).toEqual([true, false])
    t += 11 * 60_000
    // The first take a minute on prunes the buckets idle for 10 minutes: only the new one is left.
    expect(await a('other')).toBe(true)
    expect(await storage.limits.prune(t + 1)).toBe(1)
    await storage.close()
  })
  it('refuses a rule whose buckets would be pruned before they refill', () => {
    const storage = SqliteStorage.open({ path: ':memory:' })
    expect(() => createStoredRateLimiter(storage, 'slow', { burst: 1000, perSecond: 1 })).toThrow('refills in more than 600 s')
  })
})
