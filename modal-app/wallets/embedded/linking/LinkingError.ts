import { ProviderRpcError } from '../../../../shared/errors'
import { Constants } from '../../../../shared/constants'

/** Why the auth service refused a link or an unlink (shared/authApi's codes for them). */
export type LinkingErrorReason = 'METHOD_TAKEN' | 'LAST_METHOD' | 'METHOD_IN_USE'

/** The codes a linking route answers with that the view has its own text for. */
export const LINKING_REASONS: readonly LinkingErrorReason[] = ['METHOD_TAKEN', 'LAST_METHOD', 'METHOD_IN_USE']

/**
 * A link or unlink the auth service refused: the method belongs to another wallet (nothing was
 * merged), it is the user's last method, or the session was made with it. `reason` picks the
 * visitor's text (`linking.error.<reason>` in every locale); the message is the service's own.
 *
 * @example
 * if (error instanceof LinkingError && error.reason === 'METHOD_TAKEN') show(t('linking.error.METHOD_TAKEN'))
 */
export class LinkingError extends ProviderRpcError {
  override name = 'LinkingError'
  readonly reason: LinkingErrorReason

  constructor(reason: LinkingErrorReason, message: string) {
    super(message, { code: Constants.errorCodes.default, data: { reason } })
    this.reason = reason
  }
}
