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
  /**
   * The origin browsers reach the service at (the `publicUrl` option, the balancer's for many
   * instances): every URL the service builds about itself is on it. The request's host when unset.
   */
  publicUrl?: string
  /** The chains a request covers: all when no chain was named, none for an unserved one. */
  chainsFor(ref: ChainRef | undefined): ChainEntry[]
}
