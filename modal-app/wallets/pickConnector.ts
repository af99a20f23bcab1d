import type { RootState } from '../store/RootState'
import type { Connector, ConnectTarget, WalletPick } from './Connector'

/**
 * Which connector a wallet pick goes to: the first connector, in registry order, that claims
 * it, with the connecting view it asked for. Undefined when none serves the pick (e.g. a
 * catalog wallet the host page has installed, or WalletConnect turned off).
 *
 * @example
 * pickConnector(hub.connectors, { id: 'walletConnect', group: 'walletConnect' }, state)
 * // { connector: walletConnect, target: { view: 'ConnectingWalletConnectBasic', … } }
 */
export function pickConnector(connectors: readonly Connector[], pick: WalletPick, state: RootState): { connector: Connector; target: ConnectTarget } | undefined {
  for (const connector of connectors) {
    const target = connector.claim(pick, state)
    if (target) return { connector, target }
  }
  return undefined
}
