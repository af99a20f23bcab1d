import type { AuthSession } from '../../../shared/authApi'
import type { Connector } from '../Connector'
import type { EmbeddedSession } from './internal/createEmbeddedSession'
import type { EvmAccountType } from './internal/preferredAccountType'
import type { ExportedKeys } from './session/ExportedKeys'

/** A fresh sign-in for a key export, by the wallet's own user (an email code, or a social popup). */
export interface FreshSignIn {
  /** 'email': a code was mailed to `email`, `submit` checks it; 'social': `done` follows the popup. */
  method: 'email' | 'social'
  email: string | null
  /** Checks a code (email); rejects with the service's message for a wrong one and keeps waiting. */
  submit(code: string): Promise<void>
  /** Resolves once the sign-in is recorded as fresh; rejects when sending failed, the popup failed or it was cancelled. */
  done: Promise<void>
  cancel(): void
}

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
   * The Account view's account-type switch (docs/entities.md#connector, docs/state-rules.md#embedded-wallet): keeps the visitor's choice, and where the
   * address the dapp acts with changes, reports `accountsChanged`. Rejects with 4100 when signed out.
   */
  setAccountType(type: EvmAccountType): Promise<void>
  /**
   * For the Export view only: copies of the visitor's keys, within 5 minutes of a sign-in made on
   * this page (EmbeddedKeyError `SIGN_IN_STALE` otherwise, see `startFreshSignIn`). Nothing here
   * is reported, stored or logged; the caller zeroes the bytes.
   */
  exportKeys(): Promise<ExportedKeys>
  /**
   * Starts a sign-in of the wallet's own user that makes the next export allowed: an email code to
   * the wallet's address, or the social provider's popup (call it inside the visitor's click).
   * Throws UnauthorizedError when signed out or for a sign-in method it can't repeat here.
   */
  startFreshSignIn(stillWanted: () => boolean): FreshSignIn
  /**
   * The wallet's auth client and session, for the Account view's sign-in methods (loaded with
   * that section, `linking/createMethodLinking`); the token inside never leaves the modal.
   */
  authSession(): EmbeddedSession
  /**
   * "Continue as guest" (features.guestWallets): opens this device's guest wallet of the project,
   * or makes one, and connects it like a sign-in. Rejects with GuestWalletError `STORAGE_DENIED`
   * where the browser keeps nothing for the modal (no wallet is made).
   */
  connectGuest(): Promise<void>
  /**
   * Secures the guest wallet with a sign-in made moments ago (`proof`, an email code or a social
   * popup): the same keys are sealed as that user's (the recovery step shows the code on the view
   * the visitor waits on while `stillWanted`), and the account's wallet info follows. Rejects with
   * GuestWalletError `METHOD_TAKEN` (nothing changed) when the method already opens a wallet.
   */
  upgradeGuest(proof: AuthSession, stillWanted: () => boolean): Promise<void>
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
