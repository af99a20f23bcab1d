import { ProviderRpcError } from '../../../../shared/errors'
import { Constants } from '../../../../shared/constants'

/**
 * The action needs the visitor's second factor (a TOTP code from their authenticator app) and
 * none was given (`passkey`: their passkey answers too): the Export view asks for it (`secondFactor.exportAsk`) and tries again with it.
 *
 * @example
 * if (error instanceof SecondFactorRequiredError) setStep('secondFactor')
 */
export class SecondFactorRequiredError extends ProviderRpcError {
  override name = 'SecondFactorRequiredError'
  readonly reason = 'SECOND_FACTOR_REQUIRED'
  /** Whether the visitor has a passkey, which answers in place of a code. */
  readonly passkey: boolean

  constructor({ passkey = false }: { passkey?: boolean } = {}) {
    super('Enter the code from your authenticator app.', { code: Constants.errorCodes.default, data: { reason: 'SECOND_FACTOR_REQUIRED' } })
    this.passkey = passkey
  }
}
