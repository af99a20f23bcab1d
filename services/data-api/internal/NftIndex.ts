import { decodeEventLog, getAddress, parseAbi, toEventSelector, type Address, type Hash, type Hex } from 'viem'
import type { NftStandard } from '../../../shared/nfts/types'
import type { ChainEntry } from './chainSet'
import { NftMetadataVersions } from './NftMetadataVersions'

/** One holding: an address's amount of one token. */
export interface NftHolding {
  contract: Address
  tokenId: bigint
  standard: NftStandard
  amount: bigint
  /** The block of the token's latest announced metadata change (ERC-4906), 0n when none: what its cached facts are keyed by. */
  metadataVersion: bigint
}

const EVENTS = parseAbi([
  'event Transfer(address indexed from, address indexed to, uint256 indexed tokenId)',
  'event TransferSingle(address indexed operator, address indexed from, address indexed to, uint256 id, uint256 value)',
  'event TransferBatch(address indexed operator, address indexed from, address indexed to, uint256[] ids, uint256[] values)',
  'event MetadataUpdate(uint256 _tokenId)',
  'event BatchMetadataUpdate(uint256 _fromTokenId, uint256 _toTokenId)',
])
const TOPICS = EVENTS.map((e) => toEventSelector(e))
const ZERO = '0x0000000000000000000000000000000000000000'

interface RpcLog {
  address: Address
  topics: [Hex, ...Hex[]]
  data: Hex
  blockNumber: Hex
}

/** How many blocks one eth_getLogs call covers. */
const RANGE = 2_000

/**
 * The NFT holdings of every address on one chain, built from the chain's events: ERC-721
 * `Transfer` (four topics: the token id is indexed, which tells it from an ERC-20 Transfer) and
 * ERC-1155 `TransferSingle` / `TransferBatch`, of any contract, and ERC-4906 metadata updates (each
 * holding's `metadataVersion`, see `NftMetadataVersions`). `holdings()` first reads the
 * logs of the blocks it has not seen (eth_getLogs over ranges), so a mint shows on the next
 * call; a chain that restarted (the last indexed block's hash changed) is re-read from block 0.
 *
 * @example
 * const index = new NftIndex(chain)
 * const mine = await index.holdings('0xf39F…')
 */
export class NftIndex {
  private readonly chain: ChainEntry
  /** holder (lower case) → `${contract}:${tokenId}` → holding. */
  private byHolder = new Map<string, Map<string, Omit<NftHolding, 'metadataVersion'>>>()
  private readonly versions = new NftMetadataVersions()
  private next = 0n
  private lastHash: Hash | null = null
  private running: Promise<void> | null = null

  constructor(chain: ChainEntry) {
    this.chain = chain
  }

  /** What `address` holds now (amounts above zero), in the order the tokens first arrived. */
  async holdings(address: string): Promise<NftHolding[]> {
    await this.catchUp()
    return [...(this.byHolder.get(address.toLowerCase())?.values() ?? [])].filter((h) => h.amount > 0n).map((h) => ({ ...h, metadataVersion: this.versions.of(h.contract, h.tokenId) }))
  }

  /** The block of the latest ERC-4906 update of one token, read to the chain's head first (0n: none). */
  async metadataVersion(contract: string, tokenId: bigint): Promise<bigint> {
    await this.catchUp()
    return this.versions.of(contract, tokenId)
  }

  private async catchUp(): Promise<void> {
    // Concurrent callers share one catch-up instead of each reading the same logs.
    this.running ??= this.sync().finally(() => (this.running = null))
    await this.running
  }

  private async sync(): Promise<void> {
    const client = this.chain.client
    // (viem caches the block number for its polling interval; a mint a moment ago must show.)
    const head = await client.getBlockNumber({ cacheTime: 0 })
    if (this.next > 0n) {
      const last = head >= this.next - 1n ? await client.getBlock({ blockNumber: this.next - 1n }).catch(() => null) : null
      if (!last || last.hash !== this.lastHash) {
        this.byHolder = new Map()
        this.versions.clear()
        this.next = 0n
      }
    }
    // (viem's typed getLogs takes one event set per call; the raw call takes the three topics at once.)
    const request = client.request as unknown as (args: { method: string; params: unknown[] }) => Promise<RpcLog[]>
    while (this.next <= head) {
      const to = head < this.next + BigInt(RANGE - 1) ? head : this.next + BigInt(RANGE - 1)
      const logs = await request({ method: 'eth_getLogs', params: [{ fromBlock: `0x${this.next.toString(16)}`, toBlock: `0x${to.toString(16)}`, topics: [TOPICS] }] })
      for (const log of logs) this.apply(log)
      this.lastHash = (await client.getBlock({ blockNumber: to })).hash
      this.next = to + 1n
    }
  }

  private apply(log: RpcLog): void {
    const contract = getAddress(log.address)
    if (log.topics[0] === TOPICS[0]) {
      if (log.topics.length !== 4) return // an ERC-20 Transfer: not an NFT
      const ev = decode(log, 'Transfer')
      if (ev?.eventName !== 'Transfer') return
      this.move(contract, 'erc721', ev.args.from, ev.args.to, ev.args.tokenId, 1n)
      return
    }
    const ev = decode(log)
    if (ev?.eventName === 'MetadataUpdate') this.versions.update(contract, ev.args._tokenId, ev.args._tokenId, BigInt(log.blockNumber))
    else if (ev?.eventName === 'BatchMetadataUpdate') this.versions.update(contract, ev.args._fromTokenId, ev.args._toTokenId, BigInt(log.blockNumber))
    else if (ev?.eventName === 'TransferSingle') this.move(contract, 'erc1155', ev.args.from, ev.args.to, ev.args.id, ev.args.value)
    else if (ev?.eventName === 'TransferBatch') ev.args.ids.forEach((id, i) => this.move(contract, 'erc1155', ev.args.from, ev.args.to, id, ev.args.values[i] ?? 0n))
  }

  private move(contract: Address, standard: NftStandard, from: string, to: string, tokenId: bigint, amount: bigint): void {
    const key = `${contract}:${tokenId}`
    if (from !== ZERO) {
      const held = this.byHolder.get(from.toLowerCase())?.get(key)
      // ERC-721 moves the whole token; ERC-1155 moves an amount.
      if (held) held.amount = standard === 'erc721' ? 0n : held.amount - amount
    }
    if (to === ZERO) return
    let mine = this.byHolder.get(to.toLowerCase())
    if (!mine) this.byHolder.set(to.toLowerCase(), (mine = new Map()))
    const held = mine.get(key)
    if (held) held.amount = standard === 'erc721' ? 1n : held.amount + amount
    else mine.set(key, { contract, tokenId, standard, amount })
  }
}

function decode(log: RpcLog, eventName?: 'Transfer') {
  try {
    return eventName ? decodeEventLog({ abi: EVENTS, topics: log.topics, data: log.data, eventName }) : decodeEventLog({ abi: EVENTS, topics: log.topics, data: log.data })
  } catch {
    // A log with the right topic but not the standard's shape: not ours to count.
    return undefined
  }
}
