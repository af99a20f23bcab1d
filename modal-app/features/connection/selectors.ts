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
/** Whether any namespace is connected through WalletConnect. @example selectConnectedViaWalletConnect(state) */
export const selectConnectedViaWalletConnect = (s: WithConnection): boolean => s.connection.walletConnectNamespaces.length > 0
/** The recent wallet. @example selectRecentWallet(state)?.name */
export const selectRecentWallet = (s: WithConnection) => s.connection.recentWallet
/** The recent wallets, newest first (at most 2, docs/constants.md#wallet-catalog). @example selectRecentWallets(state).map((w) => w.name) */
export const selectRecentWallets = (s: WithConnection) => s.connection.recentWallets
