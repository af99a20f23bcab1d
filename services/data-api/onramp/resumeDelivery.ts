import type { Hex } from 'viem'
import type { ChainEntry } from '../internal/chainSet'
import type { DataApiContext } from '../internal/context'

/** The store namespace of deliveries under way: checkout id → when it was claimed and, once sent, its transaction. */
export const DELIVERIES_NAMESPACE = 'onramp-deliveries'

/** A delivery under way, as the store keeps it for whichever instance sees the checkout next. */
export interface DeliveryRecord {
  /** When the first payment attempt of this round claimed it (ms). */
  claimedAt: number
  /** The treasury's transaction, once sent. */
  hash?: Hex
}

/**
 * A claim with nothing sent after this long is dead: its instance died, or gave up on the
 * treasury's lease (20 s) without reopening. Well past the lease wait and a send.
 */
export const DEAD_CLAIM_MS = 2 * 60_000

/**
 * Finishes or reopens a checkout found `paying` whose delivery may have lost its instance (killed,
 * or its receipt wait failed after the send), from what the store and the chain say, so no
 * checkout stays paying for ever and none is delivered twice: a sent transaction that succeeded
 * is recorded as the purchase (`recordPaid`) and the checkout is paid; one that reverted reopens
 * it; one not mined yet leaves it paying. With nothing sent, a claim older than `DEAD_CLAIM_MS`
 * reopens it; a younger one is still being delivered. Answers the checkout's status after.
 *
 * @example
 * if (s.status === 'paying') status = await resumeDelivery(ctx, s, (hash) => recordPaid(s, hash))
 */
export async function resumeDelivery(ctx: DataApiContext, s: { id: string; chain: ChainEntry }, recordPaid: (hash: Hex) => Promise<void>, now = Date.now()): Promise<'paying' | 'pending' | 'paid'> {
  const record = await ctx.storage.kv.get<DeliveryRecord>(DELIVERIES_NAMESPACE, s.id)
  // No record: claimed by code that kept none, or paid a moment ago; nothing safe to do.
  if (!record) return 'paying'
  if (!record.hash) return now - record.claimedAt > DEAD_CLAIM_MS ? reopen(ctx, s.id) : 'paying'
  const receipt = await s.chain.client.getTransactionReceipt({ hash: record.hash }).catch(() => null)
  if (!receipt) return 'paying'
  if (receipt.status !== 'success') return reopen(ctx, s.id)
  await recordPaid(record.hash)
  return 'paid'
}

/** Puts a paying checkout back to pending (once, whoever asks) and forgets its delivery. */
async function reopen(ctx: DataApiContext, id: string): Promise<'pending' | 'paying' | 'paid'> {
  if (await ctx.storage.checkouts.settle(id, 'pending')) await ctx.storage.kv.delete(DELIVERIES_NAMESPACE, id)
  return (await ctx.storage.checkouts.get(id, Date.now()))?.status ?? 'paying'
}
