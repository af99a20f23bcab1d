import type { RemoteApi } from '../../shared/bridge/channel'
import type { ChainNamespace } from '../../shared/caip'
import type { AirlockNetwork } from '../../shared/networks/networks'
import type { ConnectionStatus, HostApi, HostWalletInfo } from '../../shared/protocol/api'
import type { RootState } from '../store/RootState'
import type { AppStore } from '../store/storeTypes'
import type { ConnectedWalletInfo } from '../state/account/accountTypes'
import type { WalletPick } from '../state/connection/connectActions'
import type { ConnectorInfo } from '../state/connectors/connectorsSlice'
import type { ConnectorNotice } from './ConnectorNotice'
import type { LiveClients } from './liveClients'
import type { RouteData, ViewName } from '../state/router/viewNames'

export type { WalletPick } from '../state/connection/connectActions'

/**
 * What a connector needs to serve a pick: the connecting view the visitor waits on (one of the
 * connector's own views) with its data, and what follows a success: the modal closes, or the
 * Account view shows the account just connected.
 */
export interface ConnectTarget {
  view: ViewName
  data: RouteData
  onConnected: 'close' | 'account'
}

/** The one call shape every live connection answers (the RPC router's `ConnectorClient`). */
export interface RequestArgs {
  method: string
  params?: unknown
  chainId?: string
}

/**
 * What a connector reports. The connection feature applies it to the store; a connector never
 * writes the account, the status or the connector list itself, and never routes.
 */
export interface ConnectorEvents {
  /** The wallets this connector offers now (replaces what it listed before). */
  walletsListed(wallets: ConnectorInfo[]): void
  /** status of a namespace (docs/state-rules.md#connection-status); `viaWalletConnect` hides the WalletConnect row while connected. */
  statusChanged(namespace: ChainNamespace, status: ConnectionStatus, flags?: { viaWalletConnect?: boolean }): void
  /** The accounts of a namespace (the first is the address); the namespace is now served by this connector. */
  accountsChanged(namespace: ChainNamespace, accounts: readonly string[], wallet?: ConnectedWalletInfo): void
  /** The wallet's eip155 chain changed (an unknown chain becomes an unsupported network, docs/state-rules.md#networks). */
  chainChanged(namespace: ChainNamespace, chainId: number): void
  /** The session serving the namespace ended on the wallet's side: reset (docs/state-rules.md#reset). */
  disconnect(namespace: ChainNamespace): void
  /** Anything else the modal shows of it (a pairing URI, its Recent wallets, …): the hub writes it to the store. */
  noticed(notice: ConnectorNotice): void
}

/** The store as a connector sees it: read and watched, never written (the hub writes what it reports). */
export type ConnectorStore = Pick<AppStore, 'getState' | 'subscribe'>

/**
 * Everything a connector gets from the modal: the store to read (options, the network, whether
 * the visitor still waits), the host API (wallets in the host page) and where it reports.
 */
export interface ConnectorContext {
  store: ConnectorStore
  host: RemoteApi<HostApi>
  report: ConnectorEvents
  /** What the method table says that a connector needs to know. */
  methods: MethodFacts
}

/**
 * What the method table (requests/methods) tells a connector: which methods go to the wallet on
 * the approved chain, and which a WalletConnect wallet is asked for. The bridge that builds the
 * hub hands it in, so the wallets read the table without importing the request wing above them.
 */
export interface MethodFacts {
  isChainBound(method: string): boolean
  walletConnectMethods(namespace: ChainNamespace): string[]
}

/** What a connector can do, for the features that ask. */
export interface ConnectorCapabilities {
  /** The namespaces it can connect. */
  namespaces: readonly ChainNamespace[]
  /** Whether it can ask the wallet to switch networks (otherwise 'Wallet does not support…', docs/texts.md#wallet). */
  switchChain: boolean
}

/** How a connect attempt may ask whether the visitor still waits for it (e.g. to refresh a QR code). */
export interface ConnectOptions {
  stillWanted(): boolean
}

/**
 * One connector (injected, WalletConnect, the embedded wallet, the host page's Solana wallets). It lists
 * its wallets, says whether it serves a pick, connects, restores, disconnects, answers requests
 * and switches chains, and reports what happened through `ConnectorContext.report`. It never
 * dispatches router actions and never reads another connector's state.
 */
export interface Connector {
  /** Stable id, as in the registry ('injected', 'walletConnect', …). */
  readonly id: string
  readonly capabilities: ConnectorCapabilities
  /**
   * Whether it checks a `wallet_sendCalls` naming a smart-session context against a grant it
   * holds itself (the embedded wallet); only then does the router skip the approval.
   */
  readonly enforcesGrants?: boolean
  /** Whether this connector serves the pick, and the view the visitor waits on; undefined if not. */
  claim(pick: WalletPick, state: RootState): ConnectTarget | undefined
  /** Connects a claimed pick; resolves once connected, rejects with a ProviderRpcError. */
  connect(target: ConnectTarget, options: ConnectOptions): Promise<void>
  /** Restores a stored session at start (docs/state-rules.md#connection-status: `connecting`, then `connected` or `disconnected`). */
  restore(): Promise<void>
  /** Ends the session serving the namespace on the connector's side (the features reset the store). */
  disconnect(namespace: ChainNamespace): Promise<void>
  /** An EIP-1193 request of the dapp in the namespace this connector serves. */
  request(namespace: ChainNamespace, args: RequestArgs): Promise<unknown>
  /** Asks the wallet to switch to a network (switch / add-chain rules, docs/state-rules.md#chain-switching). */
  switchChain(network: AirlockNetwork): Promise<void>
  /** The visitor is about to need this connector: load its heavy code now. */
  prepare(): Promise<void>
  /** The modal's active network changed (not through the wallet). */
  networkChanged?(network: AirlockNetwork): void
  /** The host page's wallets changed (EIP-6963 announcements, `window.ethereum`). */
  hostWalletsChanged?(wallets: readonly HostWalletInfo[]): void
  /** An event of a host-page wallet (accountsChanged, chainChanged, disconnect). */
  hostWalletEvent?(uuid: string, event: string, data: unknown): void
}

/** A registry entry: one connector's id and how to build it (undefined when the options turn it off). */
export interface ConnectorPlugin {
  readonly id: string
  create(ctx: ConnectorContext): Connector | undefined
}

/** What the bridge and the features reach the connectors through (one per store). */
export interface ConnectorHub {
  /** The connectors the registry built for this store, in registry order. */
  readonly connectors: readonly Connector[]
  /** Live clients by namespace, for the RPC router. */
  readonly registry: LiveClients
  /** The id of the connector serving a namespace now, if any. */
  servedBy(namespace: ChainNamespace): string | undefined
  /** While a remembered connection of the namespace waits for its connector's restore: settles once it is confirmed or reset; undefined otherwise. */
  confirmed(namespace: ChainNamespace): Promise<void> | undefined
  walletsChanged(wallets: HostWalletInfo[]): void
  walletEvent(uuid: string, event: string, data: unknown): void
  /** The dapp's wallet_switchEthereumChain: 4902 for a chain the app is not configured with. */
  switchChain(chainId: number): Promise<null>
  /** Asks the connector serving the network's namespace to switch, then makes the network active. */
  switchNetwork(network: AirlockNetwork): Promise<void>
  /** Disconnects one namespace, or all of them; the store is reset after each (docs/state-rules.md#reset). */
  disconnect(namespace?: ChainNamespace): Promise<void>
}
