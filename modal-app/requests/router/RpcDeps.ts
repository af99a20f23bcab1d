import type { AirlockNetwork } from '../../../shared/networks/networks'
import type { ConnectorClient } from '../../wallets/liveClients'
import type { ViewName } from '../../state/router/viewNames'

export type { ConnectorClient } from '../../wallets/liveClients'

/** What the RPC router needs from the rest of the modal; the store-backed version is in requests/bridge/. */
export interface RpcDeps {
  /** The active network, or undefined before options arrive. */
  activeNetwork(): AirlockNetwork | undefined
  /** The network a namespace's account is on (else its first configured), for requests that name no chain. */
  namespaceNetwork?(namespace: string): AirlockNetwork | undefined
  /** Configured networks (options.networks). */
  networks(): readonly AirlockNetwork[]
  /** RPC endpoint for a network, honouring `customRpcUrls`. */
  rpcUrl(network: AirlockNetwork): string | undefined
  /** Resolves once `namespace` is not `connecting` (a restore after a reload), or after a bounded wait. */
  settled?(namespace: string): Promise<void>
  /** While the namespace's connection is the one remembered from the last visit and its wallet is not back yet: settles once it is (or is gone). */
  confirmed?(namespace: string): Promise<void> | undefined
  /** Connected address in `namespace`, if any. */
  address(namespace: string): string | undefined
  /** The connector serving `namespace`, if connected. */
  connector(namespace: string): ConnectorClient | undefined
  /**
   * Opens the modal to connect and resolves with the address, or rejects 4001 when closed. The
   * request's network (of `namespace`) becomes the active one first when another namespace is.
   */
  connect(namespace: string, network?: AirlockNetwork): Promise<string>
  /** Shows the approval view for this request; resolves on a trusted Approve, rejects 4001 otherwise. */
  approve(request: { method: string; params?: unknown; network: AirlockNetwork; address: string; requestId?: string; then?: ViewName }): Promise<void>
  /** Ends the connection in `namespace` without a prompt (the dapp revoked its account access). */
  disconnect(namespace: string): Promise<void>
  /** Chain switching lives with the network feature (it knows add-chain and the UI rules). */
  switchChain(chainId: number): Promise<null>
  /**
   * An approved eth_sendTransaction went to the wallet (`hash` undefined) and came back: with
   * its hash, or failed. The modal shows it ("Transaction sent" and the explorer link).
   */
  sendProgress?(progress: { sendId: string; network: AirlockNetwork; state: 'sending' | 'sent' | 'failed'; hash?: string }): void
  /** The sign-in calls the modal answers itself (`airlock_siwx_*`); absent: they answer null. */
  siwx?: { session(): Promise<unknown>; signOut(): Promise<null> }
  /** Whether smart sessions (ERC-7715 permissions, `features.smartSessions`) are on; off when absent. */
  smartSessions?(): boolean
}
