import type { ConnectorPlugin } from '../Connector'
import { createInjectedConnector } from './createInjectedConnector'

/**
 * The registry entry of browser-extension wallets in the host page (always on).
 *
 * @example
 * const injected = injectedPlugin.create({ store, host, report })
 */
export const injectedPlugin: ConnectorPlugin = {
  id: 'injected',
  create: (ctx) => createInjectedConnector(ctx),
}
