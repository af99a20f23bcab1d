/**
 * A token-bucket limiter per key: each key may spend `burst` at once and regains `perSecond`
 * every second. Keys idle long enough to be full again are forgotten, so the table stays small.
 *
 * @example
 * const allow = createRateLimiter({ burst: 100, perSecond: 50 })
 * if (!allow('client-1')) reply('rate limited')
 */
export function createRateLimiter({ burst, perSecond, now = () => Date.now() }: { burst: number; perSecond: number; now?: () => number }) {
  const buckets = new Map<string, { tokens: number; at: number }>()
  let lastSweep = now()
  return function allow(key: string, cost = 1): boolean {
    const t = now()
    if (t - lastSweep > 60_000) {
      for (const [k, b] of buckets) if (b.tokens + ((t - b.at) / 1000) * perSecond >= burst) buckets.delete(k)
      lastSweep = t
    }
    const bucket = buckets.get(key) ?? { tokens: burst, at: t }
    bucket.tokens = Math.min(burst, bucket.tokens + ((t - bucket.at) / 1000) * perSecond)
    bucket.at = t
    buckets.set(key, bucket)
    if (bucket.tokens < cost) return false
    bucket.tokens -= cost
    return true
  }
}
