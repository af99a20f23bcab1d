import type { Address } from 'viem'
import type { Storage } from '../../fixtures/storage/Storage'
import type { PriceTable, TokenConfig } from '../types'
import type { ChainEntry } from './chainSet'
import type { HistoryIndex } from './HistoryIndex'
import type { NftIndex } from './NftIndex'
import type { ChainRef } from './validate'

/** What every route reads from: chains, their history indexes, prices, storage. */
export interface DataApiContext {
  chains: Map<number, ChainEntry>
  history: Map<number, HistoryIndex>
  tokens: readonly TokenConfig[]
  prices: PriceTable
  storage: Storage
  /** The local exchange (same address on every chain); swaps are unsupported without it. */
  exchange?: Address
  /** The Solana chain the service reads (CAIP-2 and JSON-RPC URL), when there is one. */
  solana?: { caip: string; rpcUrl: string }
  /** Each chain's NFT holdings index (ERC-721 and ERC-1155 events). */
  nfts: Map<number, NftIndex>
  /** The origin this service is reached at (its NFT metadata and images); the request's host when unset. */
  selfUrl?: string
  /** The chains a request covers: all when no chain was named, none for an unserved one. */
  chainsFor(ref: ChainRef | undefined): ChainEntry[]
}
