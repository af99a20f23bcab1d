import { ProviderRpcError } from '../../../../shared/errors'
import { t } from '../../../ui/i18n/t'
import { VIEW_MESSAGES } from '../../../ui/i18n/viewMessages'

// The texts come with the views' catalog, which this lazily loaded module brings along.
void VIEW_MESSAGES

/** Why a passkey step failed, each with its text in the catalogs (`passkey.error.<reason>`). */
export type PasskeyErrorReason =
  /** The browser has no WebAuthn here (no API, or the frame may not use it and no popup could open). */
  | 'PASSKEY_UNSUPPORTED'
  /** The visitor closed the browser's passkey dialog, it timed out, or no passkey of this site was chosen. */
  | 'PASSKEY_CANCELLED'
  /** The authenticator can't verify the visitor (no PIN, fingerprint or face): the wallet needs that. */
  | 'PASSKEY_NO_USER_VERIFICATION'
  /** The service did not accept the passkey's answer (expired challenge, origin, counter, signature). */
  | 'PASSKEY_REFUSED'
  /** The chosen passkey is not registered with the service. */
  | 'PASSKEY_UNKNOWN'

/**
 * A passkey sign-in or sign-up failed: 4001 when the visitor cancelled (so the connecting view
 * says "cancelled"), 5000 otherwise, with the reason's catalog text as the message and
 * `{ reason }` as data. Never carries a credential, challenge or PRF output.
 *
 * @example
 * throw new PasskeyError('PASSKEY_NO_USER_VERIFICATION')
 */
export class PasskeyError extends ProviderRpcError {
  override name = 'PasskeyError'
  readonly reason: PasskeyErrorReason

  constructor(reason: PasskeyErrorReason) {
    super(t(`passkey.error.${reason}`), { code: reason === 'PASSKEY_CANCELLED' ? 4001 : 5000, data: { reason } })
    this.reason = reason
  }
}
