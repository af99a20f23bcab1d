import type { RateRule, Storage } from '../fixtures/storage/Storage'

/** A bucket untouched this long is full again under every rule a stored limiter accepts, so it can go. */
const IDLE_MS = 10 * 60_000

/**
 * A token-bucket limiter per key kept in the service's storage rather than in the process: every
 * instance of a service on one database spends from the same buckets, so a limit of N allows N
 * in total whichever instance a load balancer picks. `name` keeps one limiter's keys apart from
 * another's. Buckets idle for 10 minutes are pruned about once a minute.
 *
 * @example
 * const allow = createStoredRateLimiter(storage, 'analytics-ip', { burst: 120, perSecond: 5 })
 * if (!(await allow(request.ip))) throw new HttpError(429, 'Too Many Requests', 'slow down')
 */
export function createStoredRateLimiter(storage: Pick<Storage, 'limits'>, name: string, rule: RateRule, now: () => number = Date.now) {
  if (rule.burst / rule.perSecond > IDLE_MS / 1000) throw new Error(`rate rule ${name} refills in more than ${IDLE_MS / 1000} s: its buckets would be pruned before they are full`)
  let prunedAt = now()
  return async function allow(key: string, cost = 1): Promise<boolean> {
    const t = now()
    if (t - prunedAt > 60_000) {
      prunedAt = t
      await storage.limits.prune(t - IDLE_MS)
    }
    return storage.limits.take(`${name}:${key}`, rule, t, cost)
  }
}
