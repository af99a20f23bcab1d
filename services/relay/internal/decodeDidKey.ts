import { base58 } from '../../../shared/solana/base58'

/** Multicodec prefix of an ed25519 public key (varint 0xed). */
const ED25519_PUB_PREFIX = [0xed, 0x01]

/**
 * Extracts the raw 32-byte ed25519 public key from a `did:key:z…` identifier, the form
 * WalletConnect clients put in the `iss` claim of their relay JWT. Throws a readable error for
 * anything else (other DID methods, other key types, wrong length).
 *
 * @example
 * const publicKey = decodeDidKey('did:key:z6MkodHZwneVRShtaLf8JKYkxpDGp1vGZnpGmdBpX8M2exxH')
 * publicKey.length // 32
 */
export function decodeDidKey(did: string): Uint8Array {
  const [scheme, method, multibase] = did.split(':')
  if (scheme !== 'did' || method !== 'key' || !multibase) throw new Error('iss must be a did:key')
  if (!multibase.startsWith('z')) throw new Error('iss must be base58btc multibase')
  let bytes: Uint8Array
  try {
    bytes = base58.decode(multibase.slice(1))
  } catch {
    throw new Error('iss has invalid base58')
  }
  if (bytes[0] !== ED25519_PUB_PREFIX[0] || bytes[1] !== ED25519_PUB_PREFIX[1]) {
    throw new Error('iss must be an ed25519 key')
  }
  const key = bytes.slice(2)
  if (key.length !== 32) throw new Error('iss key must be 32 bytes')
  return key
}
