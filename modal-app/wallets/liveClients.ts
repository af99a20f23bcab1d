/** The one call shape every connector answers (injected via the host, WalletConnect, embedded). */
export interface ConnectorClient {
  request(args: { method: string; params?: unknown; chainId?: string }): Promise<unknown>
  /** Whether the wallet itself checks a batch against the smart-session grant it names (the embedded wallet); others get the usual approval. */
  readonly enforcesGrants?: boolean
}

/**
 * The live client of each connected namespace, as the RPC router calls it: connections are not
 * serialisable, so they live here, outside the store, while the store holds what the UI shows.
 *
 * @example
 * const clients = createLiveClients()
 * clients.set('eip155', { request: (args) => connector.request('eip155', args) })
 */
export function createLiveClients() {
  const clients = new Map<string, ConnectorClient>()
  return {
    get: (namespace: string) => clients.get(namespace),
    set: (namespace: string, client: ConnectorClient) => void clients.set(namespace, client),
    delete: (namespace: string) => void clients.delete(namespace),
    clear: () => clients.clear(),
  }
}

export type LiveClients = ReturnType<typeof createLiveClients>
