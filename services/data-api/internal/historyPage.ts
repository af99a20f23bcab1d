import { formatUnits, getAddress, zeroAddress, type Address } from 'viem'
import { HttpError } from './HttpError'
import { genericTokenIcon } from './icons'
import { priceOf, type ChainEntry } from './chainSet'
import type { TxRecord } from './HistoryIndex'
import type { PriceTable, Transaction } from '../types'

/** Transactions per history page. */
export const HISTORY_PAGE_SIZE = 10

/** Position of a record in the newest-first order: timestamp, chain, block, index. */
type SortKey = [number, number, number, number]

const keyOf = (r: TxRecord): SortKey => [r.timestamp, r.chainId, r.blockNumber, r.index]
function compareDesc(a: SortKey, b: SortKey): number {
  for (let i = 0; i < 4; i++) if (a[i] !== b[i]) return b[i]! - a[i]!
  return 0
}

/**
 * Parses a history cursor: the position `timestamp-chainId-block-index` of the last entry of
 * the previous page. Cursors are positions, not offsets, so new transactions arriving between
 * two page loads neither repeat nor skip entries.
 *
 * @example
 * parseCursor('1700000000-1-12-0') // [1700000000, 1, 12, 0]
 */
export function parseCursor(raw: unknown): SortKey | undefined {
  if (raw === undefined || raw === '') return undefined
  if (typeof raw !== 'string' || !/^\d{1,15}-\d{1,16}-\d{1,15}-\d{1,6}$/.test(raw)) {
    throw HttpError.badRequest('Invalid cursor', `cursor must be the 'next' value of a previous page, got '${String(raw).slice(0, 80)}'`)
  }
  return raw.split('-').map(Number) as SortKey
}

function toTransaction(r: TxRecord, account: Address, chain: ChainEntry, prices: PriceTable): Transaction {
  const me = account.toLowerCase()
  const transfers: Transaction['transfers'] = []
  let minted = false
  for (const m of r.moved) {
    const from = m.from.toLowerCase() === me
    const to = m.to.toLowerCase() === me
    if (!from && !to) continue
    if (m.from === zeroAddress && to) minted = true
    const token = m.token ? chain.tokens.find((t) => t.address === m.token) : undefined
    const info = token ? { ...token, iconUrl: token.iconUrl ?? genericTokenIcon } : chain.native
    const numeric = formatUnits(m.amount, info.decimals)
    const price = priceOf(prices, info.symbol)
    transfers.push({
      fungible_info: { name: info.name, symbol: info.symbol, icon: { url: info.iconUrl } },
      direction: from && to ? 'self' : from ? 'out' : 'in',
      quantity: { numeric },
      value: Number(numeric) * price,
      price,
      // Whom it moved with: what Activity shows and checks against the visitor's contacts.
      counterparty: getAddress(from ? m.to : m.from),
    })
  }
  const operationType =
    r.to === null ? 'deploy'
    : minted ? 'mint'
    : r.selector === '0x095ea7b3' ? 'approve'
    : isTrade(transfers) ? 'trade'
    : transfers.some((t) => t.direction === 'out' || t.direction === 'self') ? 'send'
    : transfers.length ? 'receive'
    : 'execute'
  // Whom a call without a movement addressed: a failed transfer's recipient, an approval's spender.
  const addressed = r.call && r.from.toLowerCase() === me ? r.call.target : undefined
  return {
    id: `${chain.caip}:${r.hash}`,
    metadata: {
      operationType,
      hash: r.hash,
      minedAt: new Date(r.timestamp * 1000).toISOString(),
      sentFrom: r.from,
      sentTo: r.to ?? '',
      status: r.status,
      nonce: r.nonce,
      chain: chain.caip,
      ...(addressed ? { counterparty: addressed } : {}),
    },
    transfers,
  }
}

/** A swap: one token went out and another came back (the local exchange pays ETH out through its event). */
function isTrade(transfers: Transaction['transfers']): boolean {
  const out = transfers.filter((t) => t.direction === 'out').map((t) => t.fungible_info?.symbol)
  const back = transfers.filter((t) => t.direction === 'in').map((t) => t.fungible_info?.symbol)
  return out.length > 0 && back.some((s) => !out.includes(s))
}

function involves(r: TxRecord, me: string): boolean {
  return r.from.toLowerCase() === me || r.moved.some((m) => m.from.toLowerCase() === me || m.to.toLowerCase() === me)
}

/**
 * One page of an account's history across the given chains: transactions it sent or that
 * moved value to or from it, newest first, {@link HISTORY_PAGE_SIZE} per page, and the cursor
 * of the next page (null on the last).
 *
 * @example
 * historyPage([{ chain, records }], '0xf39F…2266', prices, undefined) // { data: [...], next: '…' }
 */
export function historyPage(
  sources: readonly { chain: ChainEntry; records: readonly TxRecord[] }[],
  account: Address,
  prices: PriceTable,
  cursor: SortKey | undefined,
): { data: Transaction[]; next: string | null } {
  const me = account.toLowerCase()
  const matching = sources
    .flatMap(({ chain, records }) => records.filter((r) => involves(r, me)).map((r) => ({ chain, r, key: keyOf(r) })))
    // Strictly after the cursor in newest-first order, i.e. older than the last entry shown.
    .filter((x) => !cursor || compareDesc(cursor, x.key) < 0)
    .sort((a, b) => compareDesc(a.key, b.key))
  const page = matching.slice(0, HISTORY_PAGE_SIZE)
  const last = page[page.length - 1]
  return {
    data: page.map(({ chain, r }) => toTransaction(r, account, chain, prices)),
    next: matching.length > HISTORY_PAGE_SIZE && last ? last.key.join('-') : null,
  }
}
