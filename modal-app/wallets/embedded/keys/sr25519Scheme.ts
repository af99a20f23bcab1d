import * as sr25519 from '@scure/sr25519'
import { ss58Encode } from '../../../../shared/polkadot/ss58Encode'
import { EmbeddedKeyError } from './EmbeddedKeyError'
import type { KeyScheme } from './KeyScheme'
import type { PolkadotSigner } from './PolkadotSigner'

const BYTES_OPEN = new TextEncoder().encode('<Bytes>')
const BYTES_CLOSE = new TextEncoder().encode('</Bytes>')

function startsWith(bytes: Uint8Array, head: Uint8Array, at = 0): boolean {
  if (bytes.length < at + head.length) return false
  for (let i = 0; i < head.length; i++) if (bytes[at + i] !== head[i]) return false
  return true
}

/** Wraps a message in `<Bytes>…</Bytes>` unless it already is, as `@polkadot/extension` does before signing. */
function wrapBytes(message: Uint8Array): Uint8Array {
  if (startsWith(message, BYTES_OPEN) && startsWith(message, BYTES_CLOSE, message.length - BYTES_CLOSE.length)) return message
  return new Uint8Array([...BYTES_OPEN, ...message, ...BYTES_CLOSE])
}

/**
 * The Polkadot key scheme: a 32-byte sr25519 mini-secret (the form Substrate's keys take),
 * expanded with `@scure/sr25519` (the audited pure-JS sr25519 over noble-curves, so no wasm in
 * the modal), its SS58 address under Polkadot's prefix 0, and a {@link PolkadotSigner} whose
 * methods reach a private copy of the expanded secret through one closure variable. `drop()`
 * zeroes that copy and clears the reference: a dropped signer refuses with `KEY_DROPPED`.
 *
 * @example
 * const secret = sr25519Scheme.generate()
 * const { signer, drop } = sr25519Scheme.createSigner(secret)
 * const signature = await signer.signRaw(new TextEncoder().encode('hello'))
 * drop()
 */
export const sr25519Scheme: KeyScheme<PolkadotSigner> = {
  curve: 'sr25519',
  secretLength: 32,
  generate: () => crypto.getRandomValues(new Uint8Array(32)),
  addressOf: (secret) => {
    const expanded = sr25519.secretFromSeed(secret)
    const address = ss58Encode(sr25519.getPublicKey(expanded), 0)
    expanded.fill(0)
    return address
  },
  // SS58 text is case-sensitive and carries a checksum: the same key under one prefix is the same text.
  sameAddress: (a, b) => a === b,
  createSigner(secret) {
    let expanded: Uint8Array | null = sr25519.secretFromSeed(secret)
    const publicKey = sr25519.getPublicKey(expanded)
    const sign = async (bytes: Uint8Array): Promise<Uint8Array> => {
      if (!expanded) throw new EmbeddedKeyError('KEY_DROPPED')
      return sr25519.sign(expanded, bytes)
    }
    const signer: PolkadotSigner = {
      address: ss58Encode(publicKey, 0),
      publicKey: publicKey.slice(),
      signPayload: sign,
      signRaw: (message) => sign(wrapBytes(message)),
    }
    return {
      signer,
      drop: () => {
        expanded?.fill(0)
        expanded = null
      },
    }
  },
}
