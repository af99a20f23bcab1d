import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { postgresEngine } from '../fixtures/storage/postgresEngine'
import { sqliteEngine } from '../fixtures/storage/sqliteEngine'
import { testPostgresDatabase } from '../fixtures/storage/testPostgresDatabase'
import { sponsorshipMigrations } from './internal/sponsorshipMigrations'
import { sponsorshipPostgresMigrations } from './internal/sponsorshipPostgresMigrations'
import { openSponsorshipLedger, type SponsorshipBooking, type SponsorshipLedger } from './SponsorshipLedger'

const SENDER = '0x1111111111111111111111111111111111111111'
const caps = { perSender: 100n, perProject: 150n, periodSeconds: 3600 }
let n = 0
const booking = (over: Partial<SponsorshipBooking> = {}): SponsorshipBooking => ({
  projectId: 'p',
  chainId: 1,
  sender: SENDER,
  nonce: BigInt(n++),
  userOpHash: `0x${(n).toString(16).padStart(64, '0')}`,
  cost: 40n,
  validUntil: 1_000,
  fromBlock: 1n,
  ...over,
})

const dir = mkdtempSync(join(tmpdir(), 'airlock-ledger-'))
const opened: SponsorshipLedger[] = []
afterAll(async () => {
  for (const l of opened) await l.close()
  rmSync(dir, { recursive: true, force: true })
})
let files = 0
/**
 * `count` ledgers on one fresh database, as `count` paymaster instances keep them: a SQLite file,
 * or in the services' Postgres run a fresh Postgres database.
 */
async function ledgers(count: number, now?: () => number): Promise<SponsorshipLedger[]> {
  const databaseUrl = await testPostgresDatabase('ledger')
  const path = join(dir, `paymaster${files++}.sqlite`)
  const list = []
  for (let i = 0; i < count; i++) list.push(await openSponsorshipLedger(path, now, databaseUrl))
  opened.push(...list)
  return list
}

const refusal = (reason: string) => expect.objectContaining({ reason })

describe('the sponsorship ledger', () => {
  it('stops a sender at its cap and a project at its cap, within the period only', async () => {
    let t = 1_000_000
    const [ledger] = (await ledgers(1, () => t)) as [SponsorshipLedger]
    await ledger.book(booking(), caps)
    await ledger.book(booking(), caps)
    await expect(ledger.book(booking(), caps)).rejects.toThrow(expect.objectContaining({ code: -32001, reason: 'senderCap', message: 'Gas sponsorship limit reached for this account. Try again later.' }))
    await ledger.book(booking({ sender: '0x2222222222222222222222222222222222222222' }), caps)
    await expect(ledger.book(booking({ sender: '0x3333333333333333333333333333333333333333' }), caps)).rejects.toThrow(refusal('projectCap'))
    expect(await ledger.spent('p', SENDER, 3600)).toEqual({ sender: 80n, project: 120n })
    t += 3601 * 1000
    await ledger.book(booking(), caps)
    expect(await ledger.spent('p', SENDER, 3600)).toEqual({ sender: 40n, project: 40n })
  })

  it('keeps the larger cost when a pending nonce is signed again (either one may land), and settles to what landed', async () => {
    const [ledger] = (await ledgers(1)) as [SponsorshipLedger]
    await ledger.book(booking({ nonce: 7n, cost: 90n }), caps)
    // A cheap re-signature of the same nonce does not lower the booking an attacker could still use.
    await ledger.book(booking({ nonce: 7n, cost: 10n }), caps)
    expect((await ledger.spent('p', SENDER, 3600)).sender).toBe(90n)
    const [pending] = await ledger.pending(1, 10)
    await ledger.settle(pending!.id, 25n)
    expect((await ledger.spent('p', SENDER, 3600)).sender).toBe(25n)
    expect(await ledger.pending(1, 10)).toEqual([])
  })

  it('attacker: re-signing a pending nonce keeps the earlier signature, and when the EARLIER one lands its real cost counts', async () => {
    const [ledger] = (await ledgers(1)) as [SponsorshipLedger]
    const a = booking({ nonce: 3n, cost: 40n, userOpHash: `0x${'a'.repeat(64)}`, validUntil: 1_000 })
    const a2 = booking({ nonce: 3n, cost: 90n, userOpHash: `0x${'b'.repeat(64)}`, validUntil: 1_100 })
    await ledger.book(a, caps)
    await ledger.book(a2, caps)
    // One nonce, counted once at the larger cost: both signatures are still valid, one can land.
    expect((await ledger.spent('p', SENDER, 3600)).sender).toBe(90n)
    // Both hashes stay where settling looks for them.
    const pending = await ledger.pending(1, 10)
    expect(pending.map((p) => p.userOpHash)).toEqual([a.userOpHash, a2.userOpHash])
    // The earlier one lands: the nonce costs what it really cost, the other signature can't land.
    await ledger.settle(pending[0]!.id, 35n)
    expect((await ledger.spent('p', SENDER, 3600)).sender).toBe(35n)
    expect(await ledger.pending(1, 10)).toEqual([])
    // So a booking past the cap is refused: 35 + 70 > 100.
    await expect(ledger.book(booking({ cost: 70n }), caps)).rejects.toThrow(refusal('senderCap'))
  })

  it('attacker: a later signature of a nonce that expires unlanded releases only itself; the earlier one still counts until it lands', async () => {
    const [ledger] = (await ledgers(1)) as [SponsorshipLedger]
    await ledger.book(booking({ nonce: 4n, cost: 60n, userOpHash: `0x${'c'.repeat(64)}` }), caps)
    await ledger.book(booking({ nonce: 4n, cost: 80n, userOpHash: `0x${'d'.repeat(64)}` }), caps)
    const [first, second] = await ledger.pending(1, 10)
    await ledger.release(second!.id)
    expect((await ledger.spent('p', SENDER, 3600)).sender).toBe(60n)
    await ledger.settle(first!.id, 20n)
    expect((await ledger.spent('p', SENDER, 3600)).sender).toBe(20n)
  })

  it('books one hash once, and refuses a ninth pending signature of one nonce', async () => {
    const [ledger] = (await ledgers(1)) as [SponsorshipLedger]
    const same = booking({ nonce: 5n, cost: 10n })
    await ledger.book(same, caps)
    await ledger.book(same, caps)
    expect(await ledger.pending(1, 20)).toHaveLength(1)
    for (let i = 1; i < 8; i++) await ledger.book(booking({ nonce: 5n, cost: 10n }), caps)
    expect((await ledger.spent('p', SENDER, 3600)).sender).toBe(10n)
    await expect(ledger.book(booking({ nonce: 5n, cost: 10n }), caps)).rejects.toThrow(refusal('senderCap'))
    expect(await ledger.pending(1, 20)).toHaveLength(8)
  })

  it('pins one sender per user and project, and one user per sender', async () => {
    const [ledger] = (await ledgers(1)) as [SponsorshipLedger]
    expect(await ledger.claimSender('p', 'u', SENDER)).toBe(true)
    expect(await ledger.claimSender('p', 'u', SENDER.toUpperCase().replace('0X', '0x') as `0x${string}`)).toBe(true)
    expect(await ledger.claimSender('p', 'u', '0x2222222222222222222222222222222222222222')).toBe(false)
    expect(await ledger.claimSender('q', 'u', '0x2222222222222222222222222222222222222222')).toBe(true)
    // attacker: another user of the project naming u's sender pins nothing, now or later.
    expect(await ledger.claimSender('p', 'attacker', SENDER.toUpperCase().replace('0X', '0x') as `0x${string}`)).toBe(false)
    expect(await ledger.claimSender('p', 'attacker', '0x3333333333333333333333333333333333333333')).toBe(true)
    expect(await ledger.claimSender('p', 'attacker', SENDER)).toBe(false)
    expect(await ledger.claimSender('p', 'u', SENDER)).toBe(true)
  })

  it('upgrading a database where two users pinned one sender keeps the earlier pin only', async () => {
    // The schema before one user per sender (steps 1-2), on SQLite or in the Postgres run on Postgres.
    const databaseUrl = await testPostgresDatabase('ledger')
    const path = join(dir, `upgrade${files++}.sqlite`)
    const old = databaseUrl ? await postgresEngine(databaseUrl, 'paymaster', sponsorshipPostgresMigrations.slice(0, 2)) : sqliteEngine(path, sponsorshipMigrations.slice(0, 2))
    for (const [project, user, at] of [['p', 'victim', 1], ['p', 'attacker', 2], ['q', 'attacker', 3]] as const) {
      await old.run('INSERT INTO account_owners (project_id, user_id, sender, created_at) VALUES (?, ?, ?, ?)', [project, user, SENDER.toLowerCase(), at])
    }
    await old.close()
    const ledger = await openSponsorshipLedger(path, undefined, databaseUrl)
    opened.push(ledger)
    expect(await ledger.claimSender('p', 'victim', SENDER)).toBe(true)
    expect(await ledger.claimSender('p', 'attacker', SENDER)).toBe(false)
    expect(await ledger.claimSender('q', 'attacker', SENDER)).toBe(true)
  })

  it('two paymaster instances on one database, 40 bookings racing: the caps allow their sums in all, not per instance', async () => {
    const [a, b] = (await ledgers(2)) as [SponsorshipLedger, SponsorshipLedger]
    const wide = { perSender: 100n, perProject: 300n, periodSeconds: 3600 }
    const results = await Promise.allSettled([...Array(40)].map((_, i) => (i % 2 ? a : b).book(booking({ projectId: 'race', cost: 10n }), wide)))
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(10)
    for (const r of results) if (r.status === 'rejected') expect(r.reason).toMatchObject({ reason: 'senderCap' })
    expect((await a.spent('race', SENDER, 3600)).sender).toBe(100n)
    expect((await b.spent('race', SENDER, 3600)).sender).toBe(100n)
    // The project cap holds across them too: 40 more from 8 other senders get the project's remaining 200 wei between them.
    const others = await Promise.allSettled(
      [...Array(40)].map((_, i) => (i % 2 ? a : b).book(booking({ projectId: 'race', sender: `0x${(i % 8 + 16).toString(16).padStart(40, '0')}`, cost: 10n }), wide)),
    )
    expect(others.filter((r) => r.status === 'fulfilled')).toHaveLength(20)
    for (const r of others) if (r.status === 'rejected') expect(r.reason).toMatchObject({ reason: 'projectCap' })
    expect((await a.spent('race', SENDER, 3600)).project).toBe(300n)
  })
})
