import { setTimeout as sleep } from 'node:timers/promises'
import { describe, expect, it } from 'vitest'
import { storageEnginesForTests } from '../fixtures/storage/storageEnginesForTests'
import { LEASES_NAMESPACE, withStoredLease } from './withStoredLease'

// Two handles on one store: two instances of a service on one database.
const engines = storageEnginesForTests()

describe.each(engines)('withStoredLease on $name', (engine) => {
  it('runs the callers of one key on two handles one at a time, each once', async () => {
    const { first: a, second } = await engine.open()
    const b = await second()
    let inside = 0
    let most = 0
    const ran: number[] = []
    await Promise.all([...Array(8)].map((_, i) => withStoredLease(i % 2 ? a : b, 'treasury', async () => {
      most = Math.max(most, ++inside)
      await sleep(15)
      ran.push(i)
      inside--
    })))
    expect(most).toBe(1)
    expect(ran.sort()).toEqual([0, 1, 2, 3, 4, 5, 6, 7])
    // Given back: nothing is left held.
    expect(await a.kv.list(LEASES_NAMESPACE)).toEqual([])
    // Other keys never wait for it.
    let other = false
    await withStoredLease(a, 'treasury', async () => {
      await withStoredLease(b, 'another', async () => {
        other = true
      })
    })
    expect(other).toBe(true)
    await a.close()
    await b.close()
  })

  it('gives the lease back when the work throws, and passes the error on', async () => {
    const { first: a, second } = await engine.open()
    const b = await second()
    await expect(withStoredLease(a, 'k', async () => {
      throw new Error('send failed')
    })).rejects.toThrow('send failed')
    expect(await withStoredLease(b, 'k', async () => 'next', { waitMs: 0 })).toBe('next')
    await a.close()
    await b.close()
  })

  it('waits out a lease its holder never gave back (a killed instance) until it expires, and gives up with a coded error past waitMs', async () => {
    const { first: a, second } = await engine.open()
    const b = await second()
    // A lease good for a minute: the wait gives up, however slowly this runs (npm test runs it at
    // the lowest CPU priority, where a 400 ms lease could expire before the first attempt).
    await a.kv.set(LEASES_NAMESPACE, 'k', { holder: 'killed-instance', expiresAt: Date.now() + 60_000 })
    await expect(withStoredLease(b, 'k', async () => 'never', { waitMs: 100 })).rejects.toMatchObject({ code: 'LEASE_TIMEOUT', name: 'LeaseTimeoutError' })
    // One that runs out soon: it runs only once the lease expired (measured against the expiry, not a span of time).
    const expiresAt = Date.now() + 400
    await a.kv.set(LEASES_NAMESPACE, 'k', { holder: 'killed-instance', expiresAt })
    expect(await withStoredLease(b, 'k', async () => Date.now())).toBeGreaterThanOrEqual(expiresAt)
    await a.close()
    await b.close()
  })
})
