import type { ConnectorPlugin } from '../Connector'
import { createEmbeddedConnector } from './createEmbeddedConnector'

/**
 * The registry entry of the embedded wallet: built while the options offer email or a social
 * sign-in (docs/features.md#social-logins `features.email`, `features.socials`). Its session store, keys and signing
 * load only on intent, a sign-in or to restore a stored session.
 *
 * @example
 * const embedded = embeddedPlugin.create({ store, host, report })
 */
export const embeddedPlugin: ConnectorPlugin = {
  id: 'embedded',
  create(ctx) {
    const { features } = ctx.store.getState().options.value
    const offered = features.email || (Array.isArray(features.socials) && features.socials.length > 0)
    return offered ? createEmbeddedConnector(ctx) : undefined
  },
}
