import { formatUnits } from 'viem'
import type { AirlockNetwork } from '../../../shared/networks/networks'
import type { Transaction } from '../../../shared/dataApi/types'
import { ss58Decode } from '../../../shared/polkadot/ss58Decode'
import { readFromNetwork } from '../chainRpc/readFromNetwork'

/** One entry of `airlock_accountHistory` (services/polkadot/README.md), as far as a row needs it. */
interface HistoryEntry {
  extrinsicHash: string
  signer: string
  section: string
  method: string
  to?: string
  amount?: string
  fee: string
  tip: string
  success: boolean
  timestamp: number
}

/** How many entries one read asks for (the newest first). */
const LIMIT = 20

const PLANCK = /^\d{1,40}$/

function isEntry(value: unknown): value is HistoryEntry {
  const e = value as Partial<HistoryEntry> | null
  return (
    !!e &&
    typeof e.extrinsicHash === 'string' &&
    typeof e.signer === 'string' &&
    typeof e.section === 'string' &&
    typeof e.method === 'string' &&
    (e.to === undefined || typeof e.to === 'string') &&
    (e.amount === undefined || (typeof e.amount === 'string' && PLANCK.test(e.amount))) &&
    typeof e.fee === 'string' &&
    PLANCK.test(e.fee) &&
    typeof e.tip === 'string' &&
    PLANCK.test(e.tip) &&
    typeof e.success === 'boolean' &&
    Number.isFinite(e.timestamp)
  )
}

/** The account id behind an SS58 address (any prefix), so the comparison does not depend on the format. */
function accountId(address: string | undefined): string | undefined {
  const decoded = address ? ss58Decode(address) : undefined
  return decoded ? Array.from(decoded.publicKey, (b) => b.toString(16).padStart(2, '0')).join('') : undefined
}

/**
 * A Polkadot account's latest extrinsics (as signer or receiver) from the chain endpoint's
 * `airlock_accountHistory`, which the local Polkadot stand-in keeps (a node has no such method:
 * an indexer's job; against one the read fails and the Activity tab says so), in the transaction
 * shape the Activity tab reads. A signed transfer is sent: what left the account, amount, fee and
 * tip (only the fee and tip when the dispatch failed, as the chain charged); a transfer in is
 * received; another call (a remark) shows under its own `pallet.call` name with its fee.
 * `price` (USD per unit of the native currency) values each row.
 *
 * @example
 * await readPolkadotHistory('http://127.0.0.1:19944', polkadot, '13s5Zo9y…')
 */
export async function readPolkadotHistory(rpcUrl: string, network: AirlockNetwork, address: string, price?: number): Promise<Transaction[]> {
  const own = accountId(address)
  if (!own) return []
  const entries = await readFromNetwork(rpcUrl, 'airlock_accountHistory', [address, LIMIT])
  if (!Array.isArray(entries) || !entries.every(isEntry)) throw new Error('Malformed airlock_accountHistory result')
  const { decimals, symbol, name } = network.nativeCurrency
  const moved = (planck: bigint, direction: 'in' | 'out'): Transaction['transfers'][number] => {
    const numeric = formatUnits(planck, decimals)
    const valued = typeof price === 'number' && price > 0 ? { price, value: Number(numeric) * price } : {}
    return { fungible_info: { name, symbol }, direction, quantity: { numeric }, ...valued }
  }
  return entries.map((e) => {
    const sent = accountId(e.signer) === own
    const transfer = e.section === 'balances' && e.to !== undefined && e.amount !== undefined
    const landed = e.success && transfer ? BigInt(e.amount!) : 0n
    // A transfer to oneself moves nothing but the fee.
    const self = sent && accountId(e.to) === own
    const out = BigInt(e.fee) + BigInt(e.tip) + (self ? 0n : landed)
    return {
      id: e.extrinsicHash,
      metadata: {
        operationType: transfer ? (sent ? 'send' : 'receive') : `${e.section}.${e.method}`,
        hash: e.extrinsicHash,
        minedAt: new Date(e.timestamp).toISOString(),
        sentFrom: e.signer,
        sentTo: e.to ?? '',
        status: e.success ? 'confirmed' : 'failed',
        chain: network.caipNetworkId,
      },
      transfers: sent ? [moved(out, 'out')] : landed > 0n ? [moved(landed, 'in')] : [],
    }
  })
}
