import type { AirlockNetwork } from '../../../../shared/networks/networks'
import type { ConnectorStore } from '../../Connector'

/** Where the embedded wallet acts, read from the store each time (the active network changes). */
export interface EmbeddedNetworks {
  /** The eip155 network the wallet uses: the active one when it is eip155, else the first configured. */
  activeEvm(): AirlockNetwork | undefined
  /** The Solana network the wallet uses: the active one when it is Solana, else the first configured. */
  solana(): AirlockNetwork | undefined
  /** The Bitcoin network the wallet uses: the active one when it is bip122, else the first configured. */
  bitcoin(): AirlockNetwork | undefined
  /** A configured network by its CAIP-2 id (a request's `chainId`); undefined without one. */
  byCaipId(caipNetworkId: string | undefined): AirlockNetwork | undefined
  /** A configured eip155 network by its chain id. */
  evmByChainId(chainId: number): AirlockNetwork | undefined
}

/**
 * The embedded wallet's view of the configured networks: which eip155 and Solana networks it signs
 * for (the active one of that namespace, else the first configured, so a sign-in while Solana is
 * active still has an EVM chain) and lookups by CAIP-2 or chain id for requests bound to a chain.
 *
 * @example
 * const networks = embeddedNetworks(store)
 * report.chainChanged('eip155', Number(networks.activeEvm()!.id))
 */
export function embeddedNetworks(store: Pick<ConnectorStore, 'getState'>): EmbeddedNetworks {
  const configured = () => store.getState().options.value.networks
  const activeOr = (namespace: AirlockNetwork['chainNamespace']) => {
    const active = store.getState().network.caipNetwork
    if (active?.chainNamespace === namespace) return active
    return configured().find((n) => n.chainNamespace === namespace)
  }
  return {
    activeEvm: () => activeOr('eip155'),
    solana: () => activeOr('solana'),
    bitcoin: () => activeOr('bip122'),
    byCaipId: (caipNetworkId) => (caipNetworkId ? configured().find((n) => n.caipNetworkId === caipNetworkId) : undefined),
    evmByChainId: (chainId) => configured().find((n) => n.chainNamespace === 'eip155' && Number(n.id) === chainId),
  }
}
