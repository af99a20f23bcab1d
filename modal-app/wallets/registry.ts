import type { ConnectorPlugin } from './Connector'
import { embeddedPlugin } from './embedded/embeddedPlugin'
import { hostBitcoinPlugin } from './hostBitcoin/hostBitcoinPlugin'
import { hostSolanaPlugin } from './hostSolana/hostSolanaPlugin'
import { injectedPlugin } from './injected/injectedPlugin'
import { walletConnectPlugin } from './walletConnect/walletConnectPlugin'

/**
 * Every connector the modal has, one line each. The order is the order in which connectors are
 * asked whether they serve a wallet pick: the first that claims it connects it.
 *
 * @example
 * const connectors = connectorRegistry.map((plugin) => plugin.create(ctx))
 */
export const connectorRegistry: readonly ConnectorPlugin[] = [
  injectedPlugin,
  walletConnectPlugin,
  embeddedPlugin,
  hostSolanaPlugin,
  hostBitcoinPlugin,
]
