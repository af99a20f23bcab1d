import { ProviderRpcError } from '../../../../shared/errors'
import { ErrorText } from '../../../../shared/errors/messages'

/** Why the embedded wallet's key could not be made, rebuilt or used. */
export type EmbeddedKeyErrorReason =
  /** Two shares rebuilt a key for another address than the one stored with them. */
  | 'KEY_MISMATCH'
  /** A share is not a share of this kind of key (wrong length, duplicate, not base64). */
  | 'SHARES_INVALID'
  /** The key was dropped (sign-out) and can no longer sign. */
  | 'KEY_DROPPED'
  /** The encrypted copy at rest could not be decrypted (another key, tampered data). */
  | 'VAULT_UNREADABLE'
  /** A key export was asked for without a sign-in in the last few minutes (a restored session, or an old one). */
  | 'SIGN_IN_STALE'
  /** The recovery code given does not open the sealed recovery share (wrong code, or not this user's wallet). */
  | 'RECOVERY_CODE_WRONG'
  /** The text given is no recovery code at all (length, characters). */
  | 'RECOVERY_CODE_MALFORMED'
  /** The key can only be rebuilt with the visitor's recovery code, and no one is there to ask (a reload). */
  | 'RECOVERY_NEEDED'

const messages: Record<EmbeddedKeyErrorReason, string> = {
  KEY_MISMATCH: ErrorText.embeddedKeyUnrestorable,
  SHARES_INVALID: ErrorText.embeddedKeyUnrestorable,
  KEY_DROPPED: ErrorText.embeddedKeyDropped,
  VAULT_UNREADABLE: ErrorText.embeddedKeyUnrestorable,
  SIGN_IN_STALE: ErrorText.freshSignInRequired,
  RECOVERY_CODE_WRONG: ErrorText.recoveryCodeWrong,
  RECOVERY_CODE_MALFORMED: ErrorText.recoveryCodeMalformed,
  RECOVERY_NEEDED: ErrorText.recoveryNeeded,
}

/**
 * The embedded wallet's key failed: a JSON-RPC internal error (-32603) whose `reason` says which
 * rule caught it. Its message and data never carry key material, only the reason (and for a
 * mismatch the two public addresses), so it may be logged or cross the bridge like any error.
 *
 * @example
 * if (error instanceof EmbeddedKeyError && error.reason === 'KEY_MISMATCH') signInAgain()
 */
export class EmbeddedKeyError extends ProviderRpcError {
  override name = 'EmbeddedKeyError'
  readonly reason: EmbeddedKeyErrorReason

  constructor(reason: EmbeddedKeyErrorReason, data?: { expected: string; actual: string }) {
    super(messages[reason], { code: -32603, data: data ? { reason, ...data } : { reason } })
    this.reason = reason
  }
}
