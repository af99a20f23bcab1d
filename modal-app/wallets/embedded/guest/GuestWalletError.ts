import { ProviderRpcError } from '../../../../shared/errors'
import { Constants } from '../../../../shared/constants'

/** Why a guest wallet could not be made, opened or secured. */
export type GuestWalletErrorReason =
  /** The browser gives the modal's frame no storage it keeps: a guest wallet would vanish when the visitor leaves. */
  | 'STORAGE_DENIED'
  /** The sign-in method chosen to secure the guest wallet already opens a wallet: nothing was changed. */
  | 'METHOD_TAKEN'
  /** There is no guest wallet on this device to open or secure (cleared storage, another project). */
  | 'NO_GUEST'

/** The codes the guest views have a text of their own for (`guest.error.<reason>` in every locale). */
export const GUEST_REASONS: readonly GuestWalletErrorReason[] = ['STORAGE_DENIED', 'METHOD_TAKEN', 'NO_GUEST']

const messages: Record<GuestWalletErrorReason, string> = {
  STORAGE_DENIED: 'This browser keeps nothing for the wallet here, so a guest wallet would be lost when you leave. Sign in with email or a social account instead.',
  METHOD_TAKEN: 'This sign-in method already opens another wallet. Nothing was changed: this wallet is still kept only on this device.',
  NO_GUEST: 'There is no guest wallet on this device.',
}

/**
 * A guest wallet refused: storage the browser does not keep (a guest key would be lost with the
 * page), a sign-in method that already opens a wallet (the upgrade merges nothing), or no guest
 * wallet to open. `reason` picks the visitor's text; the message (English) and data carry no key
 * material, so it may be logged or cross the bridge like any error.
 *
 * @example
 * if (error instanceof GuestWalletError && error.reason === 'STORAGE_DENIED') show(t('guest.error.STORAGE_DENIED'))
 */
export class GuestWalletError extends ProviderRpcError {
  override name = 'GuestWalletError'
  readonly reason: GuestWalletErrorReason

  constructor(reason: GuestWalletErrorReason) {
    super(messages[reason], { code: Constants.errorCodes.default, data: { reason } })
    this.reason = reason
  }
}
