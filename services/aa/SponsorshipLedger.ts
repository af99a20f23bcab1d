import type { Address, Hex } from 'viem'
import { openSqlite } from '../fixtures/storage/openSqlite'
import { sponsorshipMigrations } from './internal/sponsorshipMigrations'
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
  claimSender(projectId: string, userId: string, sender: Address): boolean
  /** What the sender and the project spent within the window ending now (wei). */
  spent(projectId: string, sender: Address, periodSeconds: number): { sender: bigint; project: bigint }
  /**
   * Books a signed sponsorship in one immediate transaction, so two requests racing (two tabs,
   * two processes on the file) can't both fit under the cap: throws SponsorshipRefusedError
   * (`senderCap` / `projectCap`) when the cost does not fit. A booking for a sender and nonce
   * that is still pending is replaced (only one of them can land) by the larger of the two costs.
   */
  book(booking: SponsorshipBooking, caps: { perSender: bigint; perProject: bigint; periodSeconds: number }): void
  /** The oldest pending bookings on a chain (at most `limit`). */
  pending(chainId: number, limit: number): PendingBooking[]
  /** Replaces a pending booking's worst case by what the operation really cost (0 when it can no longer land). */
  settle(id: number, actualCost: bigint): void
  close(): void
}

interface Row {
  id: number
  cost: string
}

/**
 * Opens the paymaster's store (SQLite through `openSqlite`; `:memory:` for a test): the bookings
 * that the sender and project caps sum over a rolling window, and the sender each signed-in user
 * is pinned to. The clock is the service's (ms), so a test can move it past a period.
 *
 * @example
 * const ledger = openSponsorshipLedger(join(stateDir, 'paymaster.sqlite'))
 * ledger.book(booking, { perSender: parseEther('0.5'), perProject: parseEther('20'), periodSeconds: 86_400 })
 */
export function openSponsorshipLedger(path: string, now: () => number = Date.now): SponsorshipLedger {
  const db = openSqlite(path, sponsorshipMigrations)
  const owner = db.prepare<[string, string], { sender: string }>('SELECT sender FROM account_owners WHERE project_id = ? AND user_id = ?')
  const pin = db.prepare('INSERT OR IGNORE INTO account_owners (project_id, user_id, sender, created_at) VALUES (?, ?, ?, ?)')
  const ofProject = db.prepare<[string, number], Row>('SELECT id, cost FROM bookings WHERE project_id = ? AND created_at >= ?')
  const ofSender = db.prepare<[string, string, number], Row>('SELECT id, cost FROM bookings WHERE project_id = ? AND sender = ? AND created_at >= ?')
  const samePending = db.prepare<[string, number, string, string], Row>('SELECT id, cost FROM bookings WHERE project_id = ? AND chain_id = ? AND sender = ? AND nonce = ? AND pending = 1')
  const remove = db.prepare('DELETE FROM bookings WHERE id = ?')
  const insert = db.prepare(
    'INSERT INTO bookings (project_id, chain_id, sender, nonce, user_op_hash, cost, pending, valid_until, from_block, created_at) VALUES (?, ?, ?, ?, ?, ?, 1, ?, ?, ?)',
  )
  const pendingOn = db.prepare<[number, number], { id: number; chain_id: number; user_op_hash: string; valid_until: number; from_block: number }>(
    'SELECT id, chain_id, user_op_hash, valid_until, from_block FROM bookings WHERE pending = 1 AND chain_id = ? ORDER BY id LIMIT ?',
  )
  const settleRow = db.prepare('UPDATE bookings SET cost = ?, pending = 0 WHERE id = ? AND pending = 1')
  const sum = (rows: Row[], except?: number) => rows.reduce((total, r) => (r.id === except ? total : total + BigInt(r.cost)), 0n)
  const since = (periodSeconds: number) => now() - periodSeconds * 1000
  const key = (address: Address) => address.toLowerCase()

  const bookTx = db.transaction((b: SponsorshipBooking, caps: { perSender: bigint; perProject: bigint; periodSeconds: number }) => {
    const sender = key(b.sender)
    const earlier = samePending.get(b.projectId, b.chainId, sender, b.nonce.toString())
    const cost = earlier && BigInt(earlier.cost) > b.cost ? BigInt(earlier.cost) : b.cost
    const from = since(caps.periodSeconds)
    if (sum(ofSender.all(b.projectId, sender, from), earlier?.id) + cost > caps.perSender) {
      throw new SponsorshipRefusedError('Gas sponsorship limit reached for this account. Try again later.', { reason: 'senderCap', projectId: b.projectId })
    }
    if (sum(ofProject.all(b.projectId, from), earlier?.id) + cost > caps.perProject) {
      throw new SponsorshipRefusedError("This app's gas sponsorship limit is reached. Try again later.", { reason: 'projectCap', projectId: b.projectId })
    }
    if (earlier) remove.run(earlier.id)
    insert.run(b.projectId, b.chainId, sender, b.nonce.toString(), b.userOpHash, cost.toString(), b.validUntil, Number(b.fromBlock), now())
  })

  return {
    claimSender(projectId, userId, sender) {
      pin.run(projectId, userId, key(sender), now())
      return owner.get(projectId, userId)?.sender === key(sender)
    },
    spent(projectId, sender, periodSeconds) {
      const from = since(periodSeconds)
      return { sender: sum(ofSender.all(projectId, key(sender), from)), project: sum(ofProject.all(projectId, from)) }
    },
    book: (booking, caps) => bookTx.immediate(booking, caps),
    pending: (chainId, limit) =>
      pendingOn.all(chainId, limit).map((r) => ({ id: r.id, chainId: r.chain_id, userOpHash: r.user_op_hash as Hex, validUntil: r.valid_until, fromBlock: BigInt(r.from_block) })),
    settle: (id, actualCost) => void settleRow.run(actualCost.toString(), id),
    close: () => db.close(),
  }
}
