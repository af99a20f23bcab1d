import type { ChainNamespace } from '../../../shared/caip'
import type { ConnectionStatus } from '../../../shared/protocol'
import type { ConnectionState } from './connectionSlice'

type WithConnection = { connection: ConnectionState }

/**
 * Status of one namespace, `disconnected` by default (docs/entities.md#connection).
 *
 * @example
 * selectConnectionStatus(state, 'eip155') // 'disconnected'
 */
export const selectConnectionStatus = (s: WithConnection, namespace: ChainNamespace | undefined): ConnectionStatus =>
  (namespace && s.connection.statusByNamespace[namespace]) || 'disconnected'
/** The connection state (WalletConnect pairing URI, its expiry and error among it). @example selectConnection(state).wcUri */
export const selectConnection = (s: WithConnection): ConnectionState => s.connection
