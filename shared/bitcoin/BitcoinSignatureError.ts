/** Why an input's signature was refused: it does not verify, or its script is not one we check. */
export type BitcoinSignatureErrorCode = 'BAD_SIGNATURE' | 'UNSUPPORTED_SCRIPT'

/**
 * A Bitcoin signature check failed (a transaction input or a BIP-322 proof). The message carries
 * Bitcoin Core's reason (`mandatory-script-verify-flag-failed …`) so a chain answering with it
 * says what a node would.
 *
 * @example
 * throw new BitcoinSignatureError('BAD_SIGNATURE', 'mandatory-script-verify-flag-failed (input 0: …)')
 */
export class BitcoinSignatureError extends Error {
  readonly code: BitcoinSignatureErrorCode
  constructor(code: BitcoinSignatureErrorCode, message: string) {
    super(message)
    this.name = 'BitcoinSignatureError'
    this.code = code
  }
}
