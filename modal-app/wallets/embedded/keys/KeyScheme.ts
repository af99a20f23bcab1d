/**
 * The curves the embedded wallet holds keys on: secp256k1 (EVM, secp256k1Scheme), ed25519
 * (Solana, ed25519Scheme) and sr25519 (Polkadot, sr25519Scheme), each a {@link KeyScheme} under
 * the same rules (split, sealed at rest, signer in a closure) over the one vault, share store and
 * session store.
 */
export type KeyCurve = 'secp256k1' | 'ed25519' | 'sr25519'

/**
 * What the embedded wallet needs to know about one curve: how to make a secret, which address a
 * secret controls (to check a rebuilt key), and how to wrap a secret into a signer whose closure
 * is the only holder of the secret. `Signer` is viem's LocalAccount for secp256k1; an ed25519
 * scheme will bring its own signer type.
 */
export interface KeyScheme<Signer> {
  readonly curve: KeyCurve
  /** Length of a secret in bytes (32 for both curves). */
  readonly secretLength: number
  /** A fresh secret from the platform's CSPRNG. */
  generate(): Uint8Array
  /** The address the secret controls, in the chain's canonical text form. */
  addressOf(secret: Uint8Array): string
  /** Compares two addresses the way the chain does (EVM: case-insensitive hex). */
  sameAddress(a: string, b: string): boolean
  /**
   * A signer for the secret and the function that drops it. The scheme copies what it needs (the
   * caller zeroes its bytes after); after `drop()` the signer refuses to sign and no longer
   * references the secret.
   */
  createSigner(secret: Uint8Array): { signer: Signer; drop(): void }
}
