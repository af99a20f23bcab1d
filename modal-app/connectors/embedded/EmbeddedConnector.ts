import type { Connector } from '../Connector'
import type { EvmAccountType } from './internal/preferredAccountType'

/**
 * The embedded wallet's connector: a Connector that also takes the one-time code the visitor
 * typed for the email sign-in it is waiting on, and the visitor's account type (smart or key).
 */
export interface EmbeddedConnector extends Connector {
  readonly id: 'embedded'
  /**
   * Checks the code with the auth service for the email sign-in in progress; resolves once the
   * code was accepted (the connect attempt then finishes with the key), rejects with the
   * service's message for a wrong or expired code, keeping the sign-in open for another code.
   */
  submitEmailCode(code: string): Promise<void>
  /**
   * The Account view's account-type switch (§3, §4): keeps the visitor's choice, and where the
   * address the dapp acts with changes, reports `accountsChanged`. Rejects with 4100 when signed out.
   */
  setAccountType(type: EvmAccountType): Promise<void>
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
