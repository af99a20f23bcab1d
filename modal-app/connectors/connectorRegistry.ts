import type { ConnectorClient } from '../rpc/RpcDeps'

/**
 * Live connector clients by namespace: providers and sockets are not serialisable, so they
 * live here, outside the store, while the store holds what the UI shows.
 *
 * @example
 * const registry = createConnectorRegistry()
 * registry.set('eip155', injectedClient)
 */
export function createConnectorRegistry() {
  const clients = new Map<string, ConnectorClient>()
  return {
    get: (namespace: string) => clients.get(namespace),
    set: (namespace: string, client: ConnectorClient) => void clients.set(namespace, client),
    delete: (namespace: string) => void clients.delete(namespace),
    clear: () => clients.clear(),
  }
}

export type ConnectorRegistry = ReturnType<typeof createConnectorRegistry>
