import { toProviderError } from '../../../../shared/errors/ProviderRpcError'
import { t } from '../../../ui/i18n/t'
import { AuthRequestError } from '../authClient/AuthRequestError'

/**
 * The visitor's text for a refused second-factor code: a wrong or spent one in their language,
 * anything else (the throttle's 'Please try again after N seconds', a failed call) as it came.
 *
 * @example
 * setError(secondFactorErrorText(failure))
 */
export function secondFactorErrorText(failure: unknown): string {
  return failure instanceof AuthRequestError && failure.reason === 'WRONG_CODE' ? t('secondFactor.wrongCode') : toProviderError(failure).message
}
