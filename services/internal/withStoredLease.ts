import { randomUUID } from 'node:crypto'
import { setTimeout as sleep } from 'node:timers/promises'
import type { Storage } from '../fixtures/storage/Storage'

/** The store namespace of held leases: one entry per key while someone holds it. */
export const LEASES_NAMESPACE = 'leases'

interface Lease {
  holder: string
  expiresAt: number
}

/** A lease stayed held by others longer than the caller would wait. */
export class LeaseTimeoutError extends Error {
  readonly code = 'LEASE_TIMEOUT'
  constructor(key: string, waitedMs: number) {
    super(`${key} stayed held by another caller for ${waitedMs} ms`)
    this.name = 'LeaseTimeoutError'
  }
}

/**
 * Runs `fn` while holding the lease `key` in the service's store: alone among the callers of the
 * same key in every instance on the database, where an in-process queue would order one
 * instance's callers only. Taking and giving back are each one `kv.update` (atomic on SQLite and
 * Postgres); a caller that finds the lease held polls with a growing pause, and throws
 * `LeaseTimeoutError` after `waitMs`. A lease lasts `ttlMs` at most, so an instance killed while
 * holding one stops the others for that long, not for ever: keep `fn` well inside it.
 *
 * @example
 * const hash = await withStoredLease(storage, `treasury:1:${address}`, () => wallet.sendTransaction(tx))
 */
export async function withStoredLease<T>(
  storage: Pick<Storage, 'kv'>,
  key: string,
  fn: () => Promise<T>,
  { ttlMs = 30_000, waitMs = 20_000, now = Date.now }: { ttlMs?: number; waitMs?: number; now?: () => number } = {},
): Promise<T> {
  const holder = randomUUID()
  const started = now()
  for (let attempt = 0; ; attempt++) {
    const t = now()
    const kept = await storage.kv.update<Lease>(LEASES_NAMESPACE, key, (current) => (current && current.holder !== holder && current.expiresAt > t ? current : { holder, expiresAt: t + ttlMs }))
    if (kept?.holder === holder) break
    if (t - started >= waitMs) throw new LeaseTimeoutError(key, t - started)
    // Jittered, so callers that lost together don't all ask again together.
    await sleep(Math.min(5 * 2 ** attempt, 100) * (0.5 + Math.random()))
  }
  try {
    return await fn()
  } finally {
    // A failed give-back must not turn what `fn` did into a failure (a sent payment reported as
    // unsent would be paid again): the lease then runs out at its expiry instead.
    await storage.kv.update<Lease>(LEASES_NAMESPACE, key, (current) => (current?.holder === holder ? undefined : current)).catch(() => undefined)
  }
}
