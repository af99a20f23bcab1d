import type { Address, Hex } from 'viem'
import type { Project } from '../fixtures/projects/loadProjects'
import type { Storage } from '../fixtures/storage/Storage'

/** An ERC-20 the service reports, per chain. */
export interface TokenConfig {
  chainId: number
  address: Address
  name: string
  symbol: string
  decimals: number
  iconUrl?: string
}

/** USD price per symbol, e.g. `{ ETH: 3000, AUSD: 1 }`. */
export type PriceTable = Readonly<Record<string, number>>

export interface DataApiOptions {
  /** Chain id → JSON-RPC URL of the chains the service reads. */
  chains: Readonly<Record<number, string>>
  projects: readonly Project[]
  storage: Storage
  prices: PriceTable
  tokens: readonly TokenConfig[]
  /**
   * Origins the modal is served from: always allowed callers, because the modal iframe is the
   * real caller of the API. Defaults to the modal ports of `config/ports.json`.
   */
  modalOrigins?: readonly string[]
  /** Serve the wallet registry's routes (`walletRegistryRoutes`, services/fixtures/registry); default true. */
  registry?: boolean
  /** The local exchange contract (services/fixtures/exchange), same address on every chain: enables the convert endpoints. */
  exchange?: Address
  /** The local on-ramp provider (its treasury key and the URL its checkout pages are served at). */
  onramp?: OnrampServiceOptions
  /** The local Solana chain's JSON-RPC (it plays devnet): Solana balances are read there. */
  solanaRpcUrl?: string
  /**
   * Where browsers reach the service, when that is not the instance's own address: the URL of the
   * load balancer in front of many instances, all given the same. Every URL the service hands out
   * about itself is on it (the test collections' metadata and images, on-ramp checkout links), and
   * its host is answered like the instance's own. An http(s) origin (InvalidPublicUrlError
   * otherwise, at start). Unset: the request's own host, right only for one instance reached
   * directly; `startStack` requires it for more than one instance.
   */
  publicUrl?: string
  /**
   * The addresses (or CIDR ranges) of the load balancer in front of the instances. A request from
   * one of them is counted against the client its `X-Forwarded-For` names (the per-client rate
   * limits), not against the balancer, which would make each limit one for every visitor together.
   * Unset (the default): `X-Forwarded-For` is ignored, so no caller can name another address.
   */
  trustedProxies?: readonly string[]
  /** Where unexpected errors are reported (console.error by default). */
  log?: (message: string) => void
  /** Structured request logs: one JSON line per request (`logRequests`); none by default. */
  requestLog?: ((line: string) => void) | undefined
}

export type { TokenBalance, Transaction } from '../../shared/dataApi/types'

/** The local on-ramp provider's settings (see onramp/onrampRoutes.ts); its checkout pages are on the service's `publicUrl`. */
export interface OnrampServiceOptions {
  /** The provider's wallet that delivers purchases on the local chains. */
  treasuryKey: Hex
}
