/** Why the local Bitcoin chain refused a transaction or a request (the Esplora answer's text says it too). */
export type BitcoinChainErrorCode =
  | 'TX_DECODE_FAILED'
  | 'MISSING_INPUTS'
  | 'INPUT_SPENT'
  | 'BAD_SIGNATURE'
  | 'UNSUPPORTED_SCRIPT'
  | 'OUTPUTS_EXCEED_INPUTS'
  | 'FEE_TOO_LOW'
  | 'DUST_OUTPUT'
  | 'ALREADY_KNOWN'
  | 'BAD_ADDRESS'
  | 'BAD_REQUEST'
  | 'NOT_FOUND'

/**
 * An error of the local Bitcoin chain with a code and Bitcoin Core's reject reason as message
 * (`bad-txns-inputs-missingorspent`, `mandatory-script-verify-flag-failed …`), so a wallet shows
 * what a node would have said.
 *
 * @example
 * throw new BitcoinChainError('MISSING_INPUTS', 'bad-txns-inputs-missingorspent')
 */
export class BitcoinChainError extends Error {
  readonly code: BitcoinChainErrorCode
  constructor(code: BitcoinChainErrorCode, message: string) {
    super(message)
    this.name = 'BitcoinChainError'
    this.code = code
  }
}
