import { ProviderRpcError } from '../../../../shared/errors'
import { ErrorText } from '../../../../shared/errors/messages'
import { Constants } from '../../../../shared/constants'
import { POPUP_BLOCKED_REASON } from './popupBlockedReason'

/**
 * The browser refused the social sign-in popup (`window.open` returned null): a popup blocker,
 * or the click's user activation was spent before the popup opened. Code 5000, the spec's
 * default, with `{ reason: 'POPUP_BLOCKED' }` as data so the connecting view can tell it from a
 * failed sign-in and offer Try again, which opens the popup from its own click.
 *
 * @example
 * try { await signInWithSocial(auth, 'google', { projectId }) }
 * catch (e) { if (e instanceof PopupBlockedError) showTryAgain() }
 */
export class PopupBlockedError extends ProviderRpcError {
  static readonly reason = POPUP_BLOCKED_REASON
  override name = 'PopupBlockedError'
  readonly reason = PopupBlockedError.reason

  constructor() {
    super(ErrorText.popupBlocked, { code: Constants.errorCodes.default, data: { reason: PopupBlockedError.reason } })
  }
}
