const BASE58_ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'
/** Multicodec prefix of an ed25519 public key (varint 0xed). */
const ED25519_PUB_PREFIX = [0xed, 0x01]

/**
 * Decodes a base58btc string (Bitcoin alphabet) to bytes; throws on a foreign character.
 *
 * @example
 * decodeBase58('5R') // Uint8Array [ 1, 0 ]  (256 = 4*58 + 24)
 */
export function decodeBase58(text: string): Uint8Array {
  let value = 0n
  for (const char of text) {
    const digit = BASE58_ALPHABET.indexOf(char)
    if (digit < 0) throw new Error(`invalid base58 character '${char}'`)
    value = value * 58n + BigInt(digit)
  }
  const bytes: number[] = []
  while (value > 0n) {
    bytes.unshift(Number(value & 0xffn))
    value >>= 8n
  }
  // Each leading '1' stands for one leading zero byte.
  for (const char of text) {
    if (char !== '1') break
    bytes.unshift(0)
  }
  return Uint8Array.from(bytes)
}

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
  const bytes = decodeBase58(multibase.slice(1))
  if (bytes[0] !== ED25519_PUB_PREFIX[0] || bytes[1] !== ED25519_PUB_PREFIX[1]) {
    throw new Error('iss must be an ed25519 key')
  }
  const key = bytes.slice(2)
  if (key.length !== 32) throw new Error('iss key must be 32 bytes')
  return key
}
