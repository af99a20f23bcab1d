/**
 * The embedded wallet's signer on Solana: the base58 address and ed25519 signatures over the
 * exact bytes shown on the approval view. Two names for the one operation so every call site
 * says what it signs: an off-chain message (`solana:signMessage`), or a transaction's message
 * (the bytes a transaction signature covers).
 */
export interface SolanaSigner {
  /** Base58 of the 32-byte ed25519 public key. */
  readonly address: string
  readonly publicKey: Uint8Array
  signMessage(message: Uint8Array): Promise<Uint8Array>
  signTransactionMessage(message: Uint8Array): Promise<Uint8Array>
}
