import { PasskeySignatureRefusedError } from '../../../../shared/errors/PasskeySignatureRefusedError'
import { t } from '../../../ui/i18n/t'
import '../../../ui/i18n/viewMessages'

/**
 * The bundler refused a passkey-signed user operation because the account's signature check
 * failed (ERC-4337 `AA24 signature error`, JSON-RPC -32507, somewhere under viem's wrapping):
 * a PasskeySignatureRefusedError with the visitor's text, or undefined for any other failure.
 *
 * @example
 * const refusal = passkeyRefusalOf(error)
 * if (refusal) showToVisitor(refusal.message)
 */
export function passkeyRefusalOf(error: unknown): PasskeySignatureRefusedError | undefined {
  for (let e = error as { code?: unknown; message?: unknown; details?: unknown; cause?: unknown } | null | undefined, depth = 0; e && typeof e === 'object' && depth < 10; e = e.cause as typeof e, depth++) {
    const said = `${String(e.message ?? '')} ${String(e.details ?? '')}`
    if (e.code === PasskeySignatureRefusedError.code || /\bAA24\b/.test(said)) return new PasskeySignatureRefusedError(t('smartAccount.passkeyRefused'), { cause: error })
  }
  return undefined
}
