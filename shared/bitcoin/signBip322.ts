import { p2tr, p2wpkh, utils } from '@scure/btc-signer'
import { secp256k1 } from '@noble/curves/secp256k1.js'
import { bytesBase64 } from '../encoding/bytesBase64'
import { bip322ToSign } from './bip322ToSign'
import { witnessStack } from './witnessStack'

/** The two address kinds a BIP-322 simple proof is made for here: native segwit (payment) and taproot (ordinals). */
export type Bip322AddressType = 'p2wpkh' | 'p2tr'

/**
 * Signs a message the BIP-322 "simple" way for a P2WPKH or taproot key-path address: the
 * `to_sign` input is signed with `@scure/btc-signer` as an ordinary spend of the address's
 * script, and the proof is that input's witness, serialized and base64-encoded (deterministic
 * RFC 6979 nonces for P2WPKH).
 *
 * @example
 * signBip322('Hello World', privateKey, 'p2wpkh') // 'AkcwRAIg…'
 */
export function signBip322(message: string, privateKey: Uint8Array, type: Bip322AddressType): string {
  const toSign =
    type === 'p2wpkh'
      ? bip322ToSign(message, p2wpkh(secp256k1.getPublicKey(privateKey, true)).script)
      : (() => {
          const payment = p2tr(utils.pubSchnorr(privateKey))
          return bip322ToSign(message, payment.script, { tapInternalKey: payment.tapInternalKey })
        })()
  toSign.signIdx(privateKey, 0)
  toSign.finalizeIdx(0)
  return bytesBase64.encode(witnessStack.encode(toSign.getInput(0).finalScriptWitness!))
}
