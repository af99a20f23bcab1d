/** Why a sign-in message or signature was refused; each reason is one stable code. */
export type SiwxVerifyCode =
  | 'malformed'
  | 'domain-mismatch'
  | 'uri-mismatch'
  | 'nonce-mismatch'
  | 'nonce-required'
  | 'issued-in-future'
  | 'stale'
  | 'expired'
  | 'not-yet-valid'
  | 'unsupported-chain'
  | 'invalid-signature'

/**
 * The error `verifySiwxSession` and `parseSiwxMessage` throw: `code` says which check failed, so a
 * dapp's server can answer 401 for all of them and log the reason.
 *
 * @example
 * try { await verifySiwxSession(session, { domain }) } catch (e) { if (e instanceof SiwxVerifyError) log(e.code) }
 */
export class SiwxVerifyError extends Error {
  readonly code: SiwxVerifyCode

  constructor(code: SiwxVerifyCode, message: string) {
    super(message)
    this.name = 'SiwxVerifyError'
    this.code = code
  }
}
