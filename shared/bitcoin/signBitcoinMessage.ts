import { secp256k1 } from '@noble/curves/secp256k1.js'
import { bytesBase64 } from '../encoding/bytesBase64'
import { bitcoinMessageDigest } from './bitcoinMessageDigest'

/**
 * Signs a message the legacy way (the "ECDSA" protocol of Bitcoin wallet APIs) for a native
 * segwit address: a 65-byte recoverable signature of {@link bitcoinMessageDigest}, base64, whose
 * header byte is BIP-137's for P2WPKH (39 + recovery id), so verifiers know which address kind
 * the recovered key stands for.
 *
 * @example
 * signBitcoinMessage('hello', paymentKey) // 'KN…' (base64 of 65 bytes)
 */
export function signBitcoinMessage(message: string, privateKey: Uint8Array): string {
  const recovered = secp256k1.sign(bitcoinMessageDigest(message), privateKey, { prehash: false, format: 'recovered' })
  // noble's 'recovered' format puts the recovery id first, then r and s.
  const out = new Uint8Array(65)
  out[0] = 39 + recovered[0]!
  out.set(recovered.subarray(1), 1)
  return bytesBase64.encode(out)
}
