/**
 * A JSON-RPC error the local Solana node answers with, carrying the code a real Solana RPC node
 * uses for the same case (-32602 bad params, -32002 preflight failure, -32003 signature
 * verification, -32015 unsupported transaction version, …) so `@solana/web3.js` raises the same
 * errors it would against a cluster. Handlers throw it; the server turns it into the response.
 *
 * @example
 * throw SolanaRpcError.invalidParams('Invalid param: WrongSize')
 */
export class SolanaRpcError extends Error {
  readonly code: number
  readonly data: unknown
  override name = 'SolanaRpcError'

  constructor(code: number, message: string, data?: unknown) {
    super(message)
    this.code = code
    this.data = data
  }

  static invalidParams(message: string): SolanaRpcError {
    return new SolanaRpcError(-32602, message)
  }

  /** The JSON-RPC `error` member. */
  toJSON(): { code: number; message: string; data?: unknown } {
    return this.data === undefined ? { code: this.code, message: this.message } : { code: this.code, message: this.message, data: this.data }
  }
}
