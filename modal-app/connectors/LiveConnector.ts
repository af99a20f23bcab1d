import type { AirlockNetwork } from '../../shared/networks/networks'
import type { ConnectorClient } from '../rpc/RpcDeps'

/**
 * A connected connector as the registry holds it: the router's `request`, plus what the
 * connection and network features need. Every connector kind (injected, WalletConnect, …)
 * implements it.
 */
export interface LiveConnector extends ConnectorClient {
  /** Which kind serves this namespace ('injected', 'walletConnect', …). */
  readonly kind: string
  /** Ends the session on the connector's side; the hub then resets the store. */
  disconnect(): Promise<void>
  /** Asks the wallet to switch to an eip155 network (§4 switch / add-chain rules). */
  switchNetwork?(network: AirlockNetwork): Promise<void>
}

/**
 * Narrows a registry entry to a LiveConnector.
 *
 * @example
 * const live = asLiveConnector(registry.get('eip155'))
 */
export function asLiveConnector(client: ConnectorClient | undefined): LiveConnector | undefined {
  return client && typeof (client as Partial<LiveConnector>).disconnect === 'function' ? (client as LiveConnector) : undefined
}
