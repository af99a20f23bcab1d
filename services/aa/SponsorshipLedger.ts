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

export interface SponsorshipLedger {
  /**
   * Pins `sender` as the account `userId` is sponsored for (first come), and answers whether
   * the sender is that pinned account: a session can't spread its spend over many senders.
   */
  claimSender(projectId: string, userId: string, sender: Address): Promise<boolean>
  /** What the sender and the project spent within the window ending now (wei). */
  spent(projectId: string, sender: Address, periodSeconds: number): Promise<{ sender: bigint; project: bigint }>
  /**
   * Books a signed sponsorship in one transaction under the project's lock, so two requests
   * racing (two tabs, two paymaster instances on the database) can't both fit under the cap:
   * throws SponsorshipRefusedError (`senderCap` / `projectCap`) when the cost does not fit. A
   * booking for a sender and nonce that is still pending is replaced (only one of them can land)
   * by the larger of the two costs.
   */
  book(booking: SponsorshipBooking, caps: { perSender: bigint; perProject: bigint; periodSeconds: number }): Promise<void>
  /** The oldest pending bookings on a chain (at most `limit`). */
  pending(chainId: number, limit: number): Promise<PendingBooking[]>
  /** Replaces a pending booking's worst case by what the operation really cost (0 when it can no longer land). */
  settle(id: number, actualCost: bigint): Promise<void>
  /** Resolves when the database answers a trivial query (readiness); rejects when it can't be reached. */
  ping(): Promise<void>
  close(): Promise<void>
}

interface Row {
  id: number
  cost: string
}

/**
 * Opens the paymaster's store: the bookings that the sender and project caps sum over a rolling
 * window, and the sender each signed-in user is pinned to. On the SQLite file at `path`
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
  const sum = (rows: Row[], except?: number) => rows.reduce((total, r) => (r.id === except ? total : total + BigInt(r.cost)), 0n)
  const since = (periodSeconds: number) => now() - periodSeconds * 1000
  const key = (address: Address) => address.toLowerCase()
  const ofProject = (q: SqlEngine, projectId: string, from: number) => q.all<Row>('SELECT id, cost FROM bookings WHERE project_id = ? AND created_at >= ?', [projectId, from])
  const ofSender = (q: SqlEngine, projectId: string, sender: string, from: number) =>
    q.all<Row>('SELECT id, cost FROM bookings WHERE project_id = ? AND sender = ? AND created_at >= ?', [projectId, sender, from])

  return {
    async claimSender(projectId, userId, sender) {
      await sql.run('INSERT INTO account_owners (project_id, user_id, sender, created_at) VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING', [projectId, userId, key(sender), now()])
      return (await sql.one<{ sender: string }>('SELECT sender FROM account_owners WHERE project_id = ? AND user_id = ?', [projectId, userId]))?.sender === key(sender)
    },
    async spent(projectId, sender, periodSeconds) {
      const from = since(periodSeconds)
      return { sender: sum(await ofSender(sql, projectId, key(sender), from)), project: sum(await ofProject(sql, projectId, from)) }
    },
    book: (b, caps) =>
      sql.transaction(`sponsorship:${b.projectId}`, async (tx) => {
        const sender = key(b.sender)
        const earlier = await tx.one<Row>('SELECT id, cost FROM bookings WHERE project_id = ? AND chain_id = ? AND sender = ? AND nonce = ? AND pending = 1', [
          b.projectId, b.chainId, sender, b.nonce.toString(),
        ])
        const cost = earlier && BigInt(earlier.cost) > b.cost ? BigInt(earlier.cost) : b.cost
        const from = since(caps.periodSeconds)
        if (sum(await ofSender(tx, b.projectId, sender, from), earlier?.id) + cost > caps.perSender) {
          throw new SponsorshipRefusedError('Gas sponsorship limit reached for this account. Try again later.', { reason: 'senderCap', projectId: b.projectId })
        }
        if (sum(await ofProject(tx, b.projectId, from), earlier?.id) + cost > caps.perProject) {
          throw new SponsorshipRefusedError("This app's gas sponsorship limit is reached. Try again later.", { reason: 'projectCap', projectId: b.projectId })
        }
        if (earlier) await tx.run('DELETE FROM bookings WHERE id = ?', [earlier.id])
        await tx.run(
          'INSERT INTO bookings (project_id, chain_id, sender, nonce, user_op_hash, cost, pending, valid_until, from_block, created_at) VALUES (?, ?, ?, ?, ?, ?, 1, ?, ?, ?)',
          [b.projectId, b.chainId, sender, b.nonce.toString(), b.userOpHash, cost.toString(), b.validUntil, Number(b.fromBlock), now()],
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
      await sql.run('UPDATE bookings SET cost = ?, pending = 0 WHERE id = ? AND pending = 1', [actualCost.toString(), id])
    },
    async ping() {
      await sql.one('SELECT 1')
    },
    close: () => sql.close(),
  }
}
