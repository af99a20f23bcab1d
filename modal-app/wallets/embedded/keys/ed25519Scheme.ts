import { ed25519 } from '@noble/curves/ed25519.js'
import { base58 } from '../../../../shared/solana/base58'
import { EmbeddedKeyError } from './EmbeddedKeyError'
import type { KeyScheme } from './KeyScheme'
import type { SolanaSigner } from './SolanaSigner'
import { isSolanaAddress } from '../../../../shared/solana/isSolanaAddress'

/**
 * The Solana key scheme: a 32-byte ed25519 seed, its base58 public key as the address, and a
 * {@link SolanaSigner} whose methods reach a private copy of the seed through one closure
 * variable. `drop()` zeroes that copy and clears the reference, so a dropped signer refuses to
 * sign with `KEY_DROPPED` and nothing reachable holds the seed any more.
 *
 * @example
 * const secret = ed25519Scheme.generate()
 * const { signer, drop } = ed25519Scheme.createSigner(secret)
 * const signature = await signer.signMessage(new TextEncoder().encode('hello'))
 * drop()
 */
export const ed25519Scheme: KeyScheme<SolanaSigner> = {
  curve: 'ed25519',
  secretLength: 32,
  generate: () => crypto.getRandomValues(new Uint8Array(32)),
  addressOf: (secret) => base58.encode(ed25519.getPublicKey(secret)),
  // Base58 is case-sensitive: two addresses are the same key only when the text is identical.
  sameAddress: (a, b) => isSolanaAddress(a) && a === b,
  createSigner(secret) {
    let seed: Uint8Array | null = secret.slice()
    const publicKey = ed25519.getPublicKey(seed)
    const address = base58.encode(publicKey)
    const sign = async (bytes: Uint8Array): Promise<Uint8Array> => {
      if (!seed) throw new EmbeddedKeyError('KEY_DROPPED')
      return ed25519.sign(bytes, seed)
    }
    const signer: SolanaSigner = { address, publicKey: publicKey.slice(), signMessage: sign, signTransactionMessage: sign }
    return {
      signer,
      drop: () => {
        seed?.fill(0)
        seed = null
      },
    }
  },
}

