import type { AppThunk } from '../../../store/appThunk'
import { isEmbeddedConnector, type EmbeddedConnector } from '../EmbeddedConnector'
import { hubFrom } from '../../hubAccess'

/**
 * The store's embedded connector, for a view that must call it directly because what it gets back
 * may never be an action or state (the Export view's keys): a thunk, so it reaches the hub the
 * way listeners do. Undefined before the handshake or without an embedded wallet.
 *
 * @example
 * const embedded = dispatch(embeddedConnectorOf())
 * const keys = await embedded?.exportKeys()
 */
export function embeddedConnectorOf(): AppThunk<EmbeddedConnector | undefined> {
  return (_dispatch, _getState, extra) => hubFrom(extra)?.connectors.find(isEmbeddedConnector)
}
