import type { Connector } from '../Connector'

/**
 * The embedded wallet's connector: a Connector that also takes the one-time code the visitor
 * typed for the email sign-in it is waiting on.
 */
export interface EmbeddedConnector extends Connector {
  readonly id: 'embedded'
  /**
   * Checks the code with the auth service for the email sign-in in progress; resolves once the
   * code was accepted (the connect attempt then finishes with the key), rejects with the
   * service's message for a wrong or expired code, keeping the sign-in open for another code.
   */
  submitEmailCode(code: string): Promise<void>
}

/**
 * Whether a connector of the hub is the embedded wallet's.
 *
 * @example
 * const embedded = hub.connectors.find(isEmbeddedConnector)
 */
export function isEmbeddedConnector(connector: Connector): connector is EmbeddedConnector {
  return connector.id === 'embedded' && typeof (connector as Partial<EmbeddedConnector>).submitEmailCode === 'function'
}
