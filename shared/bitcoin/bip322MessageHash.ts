import { sha256 } from '@noble/hashes/sha2.js'
import { concatBytes, utf8ToBytes } from '@noble/hashes/utils.js'

const TAG = sha256(utf8ToBytes('BIP0322-signed-message'))

/**
 * BIP-322's message hash: the tagged hash `BIP0322-signed-message` of the message's UTF-8 bytes,
 * what the virtual `to_spend` transaction commits to.
 *
 * @example
 * bytesToHex(bip322MessageHash('')) // 'c90c269c4f8fcbe6880f72a721ddfbf1914268a794cbb21cfafee13770ae19f1'
 */
export function bip322MessageHash(message: string): Uint8Array {
  return sha256(concatBytes(TAG, TAG, utf8ToBytes(message)))
}
