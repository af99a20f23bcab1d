import { EmbeddedKeyError } from './EmbeddedKeyError'
import type { KeyCurve, KeyScheme } from './KeyScheme'

/**
 * The embedded wallet's key as the rest of the modal sees it: the curve, the address and a signer.
 * The secret itself is nowhere on this object (only in the signer's closure); `toJSON` gives the
 * public part, so logging or serialising it by mistake shows an address and nothing else.
 */
export interface EmbeddedKey<Signer> {
  readonly curve: KeyCurve
  readonly address: string
  /** Signs; after `drop()` every method rejects with EmbeddedKeyError `KEY_DROPPED`. */
  readonly account: Signer
  /** Forgets the key (sign-out): the signer's reference to the secret is cleared. */
  drop(): void
  /**
   * A fresh copy of the secret, for the visitor's own key export (the Export view, through the
   * session store, which checks the sign-in is fresh). The caller zeroes the copy once shown;
   * after `drop()` it throws EmbeddedKeyError `KEY_DROPPED`.
   */
  exportSecret(): Uint8Array
  toJSON(): { curve: KeyCurve; address: string }
}

/**
 * Wraps a secret into an {@link EmbeddedKey} and zeroes the caller's bytes, so from here on the
 * signer's closure is the secret's only holder (with one private copy here, for `exportSecret`
 * alone, zeroed at `drop`). Call it last, after the secret was split or sealed.
 *
 * @example
 * const key = holdKey(secp256k1Scheme, secret) // secret is now all zeros
 * await key.account.signMessage({ message: 'hi' })
 * key.exportSecret() // a copy, for the Export view only
 * key.drop()
 */
export function holdKey<Signer>(scheme: KeyScheme<Signer>, secret: Uint8Array): EmbeddedKey<Signer> {
  const address = scheme.addressOf(secret)
  const { signer, drop } = scheme.createSigner(secret)
  let kept: Uint8Array | null = secret.slice()
  secret.fill(0)
  return {
    curve: scheme.curve,
    address,
    account: signer,
    drop: () => {
      kept?.fill(0)
      kept = null
      drop()
    },
    exportSecret: () => {
      if (!kept) throw new EmbeddedKeyError('KEY_DROPPED')
      return kept.slice()
    },
    toJSON: () => ({ curve: scheme.curve, address }),
  }
}
