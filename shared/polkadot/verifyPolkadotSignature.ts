import { ed25519 } from '@noble/curves/ed25519.js'
import * as sr25519 from '@scure/sr25519'
import { ss58Decode } from './ss58Decode'

const HEX = /^0x[0-9a-fA-F]{128}$/

function hexToBytes(hex: string): Uint8Array {
  return Uint8Array.from(hex.slice(2).match(/../g)!, (b) => Number.parseInt(b, 16))
}

/**
 * Whether `signature` (hex, 64 bytes) is the signature of the SS58 `address`'s key over a text
 * message as Polkadot wallets sign one: `signRaw` of `@polkadot/extension-inject` and
 * WalletConnect's `polkadot_signMessage` sign the UTF-8 bytes wrapped in `<Bytes>…</Bytes>`
 * (some sign them bare, which is accepted too, as `@polkadot/util-crypto`'s `signatureVerify`
 * does). sr25519 keys are checked with `@scure/sr25519`, ed25519 keys with noble. Never throws:
 * anything malformed is simply not valid.
 *
 * @example
 * verifyPolkadotSignature('Sign in to example.com…', '0x5a…', '15oF4uVJ…') // true
 */
export function verifyPolkadotSignature(message: string, signature: string, address: string): boolean {
  const account = ss58Decode(address)
  if (!account || !HEX.test(signature)) return false
  const sig = hexToBytes(signature)
  const bare = new TextEncoder().encode(message)
  const wrapped = new TextEncoder().encode(`<Bytes>${message}</Bytes>`)
  for (const bytes of [wrapped, bare]) {
    try {
      if (sr25519.verify(bytes, sig, account.publicKey)) return true
    } catch {
      // Not an sr25519 signature of this key: try ed25519.
    }
    try {
      if (ed25519.verify(sig, bytes, account.publicKey)) return true
    } catch {
      // Not a point on the curve: not valid.
    }
  }
  return false
}
