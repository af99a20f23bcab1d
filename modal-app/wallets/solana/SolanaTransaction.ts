/** One instruction of a Solana message, with its accounts resolved to base58 addresses where the message names them. */
export interface SolanaInstruction {
  programId: string
  /** Base58 addresses; an account from an address lookup table reads `lookup:<table>#<index>`. */
  accounts: string[]
  data: Uint8Array
}

/**
 * A Solana transaction read from its wire bytes: the signature slots, the message bytes the
 * signatures cover (what a signer signs) and the message's parts.
 */
export interface SolanaTransaction {
  version: 'legacy' | 0
  signatures: Uint8Array[]
  /** The exact bytes each signature covers. */
  message: Uint8Array
  /** Where the signature slots start and end in the wire bytes (to put a signature in). */
  signaturesOffset: number
  numRequiredSignatures: number
  /** Static account keys, base58; the first `numRequiredSignatures` are the signers. */
  accountKeys: string[]
  /** Whether each static account key is writable (header rules). */
  writable: boolean[]
  recentBlockhash: string
  instructions: SolanaInstruction[]
}
