/**
 * A JSON-RPC error the local Polkadot stand-in answers with, carrying the code a Substrate node
 * uses for the same case (1002 verification error, 1010 invalid transaction, -32602 bad params)
 * so `@polkadot/api` and wallets raise what they would against a node. Handlers throw it; the
 * dispatcher turns it into the response.
 *
 * @example
 * throw new PolkadotRpcError(1010, 'Invalid Transaction', 'Transaction has a bad signature')
 */
export class PolkadotRpcError extends Error {
  readonly code: number
  readonly data: unknown
  override name = 'PolkadotRpcError'

  constructor(code: number, message: string, data?: unknown) {
    super(message)
    this.code = code
    this.data = data
  }

  /** The JSON-RPC `error` member. */
  toJSON(): { code: number; message: string; data?: unknown } {
    return this.data === undefined ? { code: this.code, message: this.message } : { code: this.code, message: this.message, data: this.data }
  }
}
