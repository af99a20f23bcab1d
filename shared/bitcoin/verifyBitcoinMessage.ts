import { secp256k1 } from '@noble/curves/secp256k1.js'
import { Address, OutScript, p2wpkh } from '@scure/btc-signer'
import { bytesBase64 } from '../encoding/bytesBase64'
import { bitcoinMessageDigest } from './bitcoinMessageDigest'
import { bitcoinNetworkParams, type BitcoinNetworkKind } from './bitcoinNetworkParams'

/**
 * Whether a legacy ("ECDSA", BIP-137) message signature was made by the key of a P2WPKH
 * address: the public key is recovered from the 65-byte signature and must give the address.
 * Headers 27–42 are read (any compressed-key kind); other addresses or malformed signatures are false.
 *
 * @example
 * verifyBitcoinMessage('bcrt1q…', 'hello', signBitcoinMessage('hello', key), 'regtest') // true
 */
export function verifyBitcoinMessage(address: string, message: string, signature: string, network: BitcoinNetworkKind): boolean {
  try {
    const bytes = bytesBase64.decode(signature)
    if (bytes.length !== 65 || bytes[0]! < 27 || bytes[0]! > 42) return false
    const recovery = (bytes[0]! - 27) & 3
    const compact = new Uint8Array(65)
    compact[0] = recovery
    compact.set(bytes.subarray(1), 1)
    const publicKey = secp256k1.recoverPublicKey(compact, bitcoinMessageDigest(message), { prehash: false })
    const params = bitcoinNetworkParams(network)
    const expected = OutScript.encode(Address(params).decode(address))
    const got = p2wpkh(publicKey, params).script
    return expected.length === got.length && expected.every((b, i) => b === got[i])
  } catch {
    return false
  }
}
