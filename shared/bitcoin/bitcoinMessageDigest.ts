import { sha256 } from '@noble/hashes/sha2.js'
import { concatBytes, utf8ToBytes } from '@noble/hashes/utils.js'

const MAGIC = utf8ToBytes('Bitcoin Signed Message:\n')

function varInt(n: number): Uint8Array {
  if (n < 0xfd) return new Uint8Array([n])
  if (n <= 0xffff) return new Uint8Array([0xfd, n & 0xff, n >> 8])
  return new Uint8Array([0xfe, n & 0xff, (n >> 8) & 0xff, (n >> 16) & 0xff, (n >>> 24) & 0xff])
}

/**
 * The digest of Bitcoin's legacy signed message ("ECDSA" in wallet APIs, BIP-137): sha256d of
 * the length-prefixed `Bitcoin Signed Message:\n` magic and the length-prefixed message.
 *
 * @example
 * secp256k1.sign(bitcoinMessageDigest('hello'), privateKey, { prehash: false, format: 'recovered' })
 */
export function bitcoinMessageDigest(message: string): Uint8Array {
  const bytes = utf8ToBytes(message)
  return sha256(sha256(concatBytes(varInt(MAGIC.length), MAGIC, varInt(bytes.length), bytes)))
}
