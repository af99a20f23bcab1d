import type { KeyCurve } from '../keys/KeyScheme'

/**
 * The passkey a sign-in was made with, when its authenticator gave a PRF output (issue 38 #2):
 * the session store opens the recovery share sealed under it instead of asking for the recovery
 * code, and seals the recovery share under it whenever the share is in hand and the passkey has
 * no copy yet. `recoveryContext` is the recovery share's (user, curve, address).
 */
export interface PasskeySeal {
  /** The share sealed under this passkey for that wallet, opened; undefined when there is none or it does not open. */
  open(token: string, curve: KeyCurve, recoveryContext: string): Promise<Uint8Array | undefined>
  /** Seals the share under this passkey and files it with the service (best effort: the recovery code stays the fallback). */
  seal(token: string, curve: KeyCurve, recoveryContext: string, share: Uint8Array): Promise<void>
}
