import type { Address, Hex } from 'viem'
import { postgresEngine } from '../fixtures/storage/postgresEngine'
import type { SqlEngine } from '../fixtures/storage/SqlEngine'
import { sqliteEngine } from '../fixtures/storage/sqliteEngine'
import { sponsorshipMigrations } from './internal/sponsorshipMigrations'
import { sponsorshipPostgresMigrations } from './internal/sponsorshipPostgresMigrations'
import { SponsorshipRefusedError } from './SponsorshipRefusedError'

/** One signed sponsorship to book: its worst-case cost against the sender's and the project's caps. */
export interface SponsorshipBooking {
  projectId: string
  chainId: number
  sender: Address
  nonce: bigint
  userOpHash: Hex
  /** The most the operation can take from the deposit (every gas limit × maxFeePerGas). */
  cost: bigint
  /** Chain time after which the signature is void, so the operation can no longer land. */
  validUntil: number
  /** The chain's block when it was signed: the EntryPoint event can't be older. */
  fromBlock: bigint
}

/** A booking still waiting for its operation to land or to expire. */
export interface PendingBooking {
  id: number
  chainId: number
  userOpHash: Hex
  validUntil: number
  fromBlock: bigint
}

/**
 * How many signatures one (sender, nonce) may have pending at once. Each one is kept (any of them
 * may land), so without a bound a caller could fill the settling batch with re-signatures that
 * cost its cap nothing more.
 */
export const MAX_SIGNATURES_PER_NONCE = 8

export interface SponsorshipLedger {
  /**
   * Pins `sender` as the account `userId` is sponsored for (first come), and answers whether
   * the sender is that pinned account: a session can't spread its spend over many senders, and a
   * sender another user of the project pinned first is never this user's (false).
   */
  claimSender(projectId: string, userId: string, sender: Address): Promise<boolean>
  /** What the sender and the project spent within the window ending now (wei). */
  spent(projectId: string, sender: Address, periodSeconds: number): Promise<{ sender: bigint; project: bigint }>
  /**
   * Books a signed sponsorship in one transaction under the project's lock, so two requests
   * racing (two tabs, two paymaster instances on the database) can't both fit under the cap:
   * throws SponsorshipRefusedError (`senderCap` / `projectCap`) when the cost does not fit. Every
   * signature of a sender and nonce is kept, since any one of them may still land: the caps count
   * the pending ones of that nonce once, at the largest cost among them. A hash already pending is
   * not booked twice; more than MAX_SIGNATURES_PER_NONCE pending for one nonce are refused (`senderCap`).
   */
  book(booking: SponsorshipBooking, caps: { perSender: bigint; perProject: bigint; periodSeconds: number }): Promise<void>
  /** The oldest pending bookings on a chain (at most `limit`). */
  pending(chainId: number, limit: number): Promise<PendingBooking[]>
  /**
   * The booking's operation landed: its worst case becomes what it really cost, and the other
   * signatures of its sender and nonce, which can no longer land (the nonce is used), cost nothing.
   */
  settle(id: number, actualCost: bigint): Promise<void>
  /** The booking's signature expired unused: it costs nothing (the other signatures of its nonce still count). */
  release(id: number): Promise<void>
  /** Resolves when the database answers a trivial query (readiness); rejects when it can't be reached. */
  ping(): Promise<void>
  close(): Promise<void>
}

interface Row {
  id: number
  chain_id: number
  sender: string
  nonce: string
  cost: string
  pending: number
}

/**
 * What bookings add up to against a cap: a settled one at its cost, the pending signatures of one
 * (chain, sender, nonce) once, at the largest of their costs, since only one of them can land.
 */
function total(rows: readonly Row[]): bigint {
  let settled = 0n
  const pendingNonces = new Map<string, bigint>()
  for (const r of rows) {
    const cost = BigInt(r.cost)
    if (r.pending !== 1) {
      settled += cost
      continue
    }
    const nonce = `${r.chain_id}:${r.sender}:${r.nonce}`
    const max = pendingNonces.get(nonce)
    if (max === undefined || cost > max) pendingNonces.set(nonce, cost)
  }
  for (const max of pendingNonces.values()) settled += max
  return settled
}

/**
 * Opens the paymaster's store: the bookings that the sender and project caps sum over a rolling
 * window, and the sender each signed-in user is pinned to (one user per sender). On the SQLite file at `path`
 * (`:memory:` for a test) for one machine, or with `databaseUrl` in a PostgreSQL database that
 * every paymaster instance shares, so N instances don't allow N times the caps. The clock is the
 * service's (ms), so a test can move it past a period.
 *
 * @example
 * const ledger = await openSponsorshipLedger(join(stateDir, 'paymaster.sqlite'))
 * await ledger.book(booking, { perSender: parseEther('0.5'), perProject: parseEther('20'), periodSeconds: 86_400 })
 */
export async function openSponsorshipLedger(path: string, now: () => number = Date.now, databaseUrl?: string): Promise<SponsorshipLedger> {
  const sql: SqlEngine = databaseUrl ? await postgresEngine(databaseUrl, 'paymaster', sponsorshipPostgresMigrations) : sqliteEngine(path, sponsorshipMigrations)
  const since = (periodSeconds: number) => now() - periodSeconds * 1000
  const key = (address: Address) => address.toLowerCase()
  const ofProject = (q: SqlEngine, projectId: string, from: number) =>
    q.all<Row>('SELECT id, chain_id, sender, nonce, cost, pending FROM bookings WHERE project_id = ? AND created_at >= ?', [projectId, from])
  const ofSender = (q: SqlEngine, projectId: string, sender: string, from: number) =>
    q.all<Row>('SELECT id, chain_id, sender, nonce, cost, pending FROM bookings WHERE project_id = ? AND sender = ? AND created_at >= ?', [projectId, sender, from])

  return {
    async claimSender(projectId, userId, sender) {
      // A sender belongs to one user per project (unique index, sponsorshipMigrations step 3): a second
      // user naming it pins nothing, so it can't book against (and exhaust) another user's cap.
      await sql.run('INSERT INTO account_owners (project_id, user_id, sender, created_at) VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING', [projectId, userId, key(sender), now()])
      return (await sql.one<{ sender: string }>('SELECT sender FROM account_owners WHERE project_id = ? AND user_id = ?', [projectId, userId]))?.sender === key(sender)
    },
    async spent(projectId, sender, periodSeconds) {
      const from = since(periodSeconds)
      return { sender: total(await ofSender(sql, projectId, key(sender), from)), project: total(await ofProject(sql, projectId, from)) }
    },
    book: (b, caps) =>
      sql.transaction(`sponsorship:${b.projectId}`, async (tx) => {
        const sender = key(b.sender)
        const nonce = b.nonce.toString()
        const siblings = await tx.all<{ user_op_hash: string }>('SELECT user_op_hash FROM bookings WHERE project_id = ? AND chain_id = ? AND sender = ? AND nonce = ? AND pending = 1', [
          b.projectId, b.chainId, sender, nonce,
        ])
        // The same operation signed again (same hash): it is booked already, and can land only once.
        if (siblings.some((r) => r.user_op_hash.toLowerCase() === b.userOpHash.toLowerCase())) return
        if (siblings.length >= MAX_SIGNATURES_PER_NONCE) {
          throw new SponsorshipRefusedError(`Too many sponsorships of nonce ${nonce} are still pending for this account; wait until one lands or expires.`, { reason: 'senderCap', projectId: b.projectId })
        }
        const row: Row = { id: 0, chain_id: b.chainId, sender, nonce, cost: b.cost.toString(), pending: 1 }
        const from = since(caps.periodSeconds)
        if (total([...(await ofSender(tx, b.projectId, sender, from)), row]) > caps.perSender) {
          throw new SponsorshipRefusedError('Gas sponsorship limit reached for this account. Try again later.', { reason: 'senderCap', projectId: b.projectId })
        }
        if (total([...(await ofProject(tx, b.projectId, from)), row]) > caps.perProject) {
          throw new SponsorshipRefusedError("This app's gas sponsorship limit is reached. Try again later.", { reason: 'projectCap', projectId: b.projectId })
        }
        // Never replaces an earlier signature of this nonce: that one is still valid on chain and
        // may be the one that lands, so its hash must stay where settling looks it up.
        await tx.run(
          'INSERT INTO bookings (project_id, chain_id, sender, nonce, user_op_hash, cost, pending, valid_until, from_block, created_at) VALUES (?, ?, ?, ?, ?, ?, 1, ?, ?, ?)',
          [b.projectId, b.chainId, sender, nonce, b.userOpHash, b.cost.toString(), b.validUntil, Number(b.fromBlock), now()],
        )
      }),
    async pending(chainId, limit) {
      const rows = await sql.all<{ id: number; chain_id: number; user_op_hash: string; valid_until: number; from_block: number }>(
        'SELECT id, chain_id, user_op_hash, valid_until, from_block FROM bookings WHERE pending = 1 AND chain_id = ? ORDER BY id LIMIT ?',
        [chainId, limit],
      )
      return rows.map((r) => ({ id: r.id, chainId: r.chain_id, userOpHash: r.user_op_hash as Hex, validUntil: r.valid_until, fromBlock: BigInt(r.from_block) }))
    },
    async settle(id, actualCost) {
      const landed = await sql.one<{ project_id: string; chain_id: number; sender: string; nonce: string }>('SELECT project_id, chain_id, sender, nonce FROM bookings WHERE id = ?', [id])
      if (!landed) return
      await sql.transaction(`sponsorship:${landed.project_id}`, async (tx) => {
        if ((await tx.run('UPDATE bookings SET cost = ?, pending = 0 WHERE id = ? AND pending = 1', [actualCost.toString(), id])) === 0) return
        // The nonce is used: no other signature of it can land any more.
        await tx.run("UPDATE bookings SET cost = '0', pending = 0 WHERE project_id = ? AND chain_id = ? AND sender = ? AND nonce = ? AND pending = 1", [
          landed.project_id, landed.chain_id, landed.sender, landed.nonce,
        ])
      })
    },
    async release(id) {
      await sql.run("UPDATE bookings SET cost = '0', pending = 0 WHERE id = ? AND pending = 1", [id])
    },
    async ping() {
      await sql.one('SELECT 1')
    },
    close: () => sql.close(),
  }
}
