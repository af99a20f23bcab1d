import { decodeEventLog, erc20Abi, getAddress, type Address, type Hash, type Hex } from 'viem'
import type { ChainEntry } from './chainSet'
import { decodeTokenCall, type TokenCall } from './decodeTokenCall'
import { swapPayouts } from './swapPayouts'

/** A value moved by a transaction: native ETH or a configured token's Transfer log. */
export interface MovedValue {
  token: Address | null
  from: Address
  to: Address
  amount: bigint
}

/** One mined transaction, as the index keeps it. */
export interface TxRecord {
  chainId: number
  blockNumber: number
  index: number
  hash: Hash
  timestamp: number
  from: Address
  to: Address | null
  nonce: number
  status: 'confirmed' | 'failed'
  selector: Hex
  moved: MovedValue[]
  /**
   * A token call decoded from the input (`transfer`, `approve`), kept even when the call failed:
   * whom it addressed is the story of the row, not the token contract it was sent to.
   */
  call?: TokenCall
}

interface RpcReceipt {
  transactionHash: Hash
  status: Hex
  logs: { address: Address; topics: [Hex, ...Hex[]]; data: Hex }[]
}

// viem's typed request has no entry for eth_getBlockReceipts (anvil serves it); call it untyped.
function rawRequest(client: ChainEntry['client']): (args: { method: string; params: unknown[] }) => Promise<RpcReceipt[]> {
  return client.request as unknown as (args: { method: string; params: unknown[] }) => Promise<RpcReceipt[]>
}

const TRANSFER_TOPIC = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef'

/**
 * Reads a chain's blocks once and keeps every transaction with the value it moved (native
 * value, Transfer logs of the configured tokens only: other tokens are treated as spam, and the
 * native payouts of the local exchange's `Swapped` events, which no log of a token shows).
 * `sync()` scans only blocks it has not seen; a chain that restarted (head below the index, or
 * a different hash at the last indexed height) is re-read from block 0.
 *
 * @example
 * const index = new HistoryIndex(chain)
 * const records = await index.records()
 */
export class HistoryIndex {
  private readonly chain: ChainEntry
  private readonly tokens: Set<string>
  private readonly exchange: string | undefined
  private list: TxRecord[] = []
  private next = 0
  private lastHash: Hash | null = null
  private running: Promise<void> | null = null

  constructor(chain: ChainEntry, exchange?: Address) {
    this.chain = chain
    this.tokens = new Set(chain.tokens.map((t) => t.address.toLowerCase()))
    this.exchange = exchange?.toLowerCase()
  }

  /** Every indexed transaction, oldest first, after catching up with the chain head. */
  async records(): Promise<readonly TxRecord[]> {
    // Concurrent callers share one scan instead of each reading the same blocks.
    this.running ??= this.sync().finally(() => (this.running = null))
    await this.running
    return this.list
  }

  private async sync(): Promise<void> {
    const client = this.chain.client
    // Uncached: viem keeps the block number for its polling interval (4 s), and the history asked
    // right after a swap or a send must already list it.
    const head = Number(await client.getBlockNumber({ cacheTime: 0 }))
    if (this.next > 0) {
      const last = head >= this.next - 1 ? await client.getBlock({ blockNumber: BigInt(this.next - 1) }).catch(() => null) : null
      if (!last || last.hash !== this.lastHash) {
        this.list = []
        this.next = 0
        this.lastHash = null
      }
    }
    while (this.next <= head) {
      const upto = Math.min(head, this.next + 24)
      const numbers = Array.from({ length: upto - this.next + 1 }, (_, i) => this.next + i)
      const blocks = await Promise.all(numbers.map((n) => this.readBlock(n)))
      for (const b of blocks) this.list.push(...b.records)
      this.lastHash = blocks[blocks.length - 1]!.hash
      this.next = upto + 1
    }
  }

  private async readBlock(n: number): Promise<{ hash: Hash; records: TxRecord[] }> {
    const client = this.chain.client
    const [block, receipts] = await Promise.all([
      client.getBlock({ blockNumber: BigInt(n), includeTransactions: true }),
      rawRequest(client)({ method: 'eth_getBlockReceipts', params: [`0x${n.toString(16)}`] }),
    ])
    const byHash = new Map(receipts.map((r) => [r.transactionHash, r]))
    const records = block.transactions.map((tx, index): TxRecord => {
      const receipt = byHash.get(tx.hash)
      const status = receipt?.status === '0x1' ? 'confirmed' : 'failed'
      const moved: MovedValue[] = []
      if (status === 'confirmed' && tx.value > 0n && tx.to) moved.push({ token: null, from: tx.from, to: tx.to, amount: tx.value })
      for (const log of receipt?.logs ?? []) {
        if (log.topics[0] !== TRANSFER_TOPIC || !this.tokens.has(log.address.toLowerCase())) continue
        try {
          const ev = decodeEventLog({ abi: erc20Abi, eventName: 'Transfer', topics: log.topics, data: log.data })
          moved.push({ token: getAddress(log.address), from: ev.args.from, to: ev.args.to, amount: ev.args.value })
        } catch {
          // A Transfer-shaped log that is not a standard ERC-20 Transfer: not ours to show.
        }
      }
      if (this.exchange) moved.push(...swapPayouts(receipt?.logs ?? [], this.exchange))
      const call = tx.to && this.tokens.has(tx.to.toLowerCase()) ? decodeTokenCall(tx.input) : undefined
      return {
        chainId: this.chain.id,
        blockNumber: n,
        index,
        hash: tx.hash,
        timestamp: Number(block.timestamp),
        from: getAddress(tx.from),
        to: tx.to ? getAddress(tx.to) : null,
        nonce: tx.nonce,
        status,
        selector: tx.input.slice(0, 10) as Hex,
        moved,
        ...(call ? { call } : {}),
      }
    })
    return { hash: block.hash as Hash, records }
  }
}
