import type { PasskeyErrorReason } from '../PasskeyError'

/**
 * Why a passkey ceremony failed, without the visitor's text: what passkeyCeremony throws, so the
 * passkey window runs it without the modal's catalogs. runPasskeyCeremony turns it into the
 * PasskeyError the views show; the window sends its reason to the frame, which does the same.
 *
 * @example
 * throw new PasskeyFailure('PASSKEY_CANCELLED')
 */
export class PasskeyFailure extends Error {
  override name = 'PasskeyFailure'
  readonly reason: PasskeyErrorReason

  constructor(reason: PasskeyErrorReason) {
    super(reason)
    this.reason = reason
  }
}
