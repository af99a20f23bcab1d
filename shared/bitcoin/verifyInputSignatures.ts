import { schnorr, secp256k1 } from '@noble/curves/secp256k1.js'
import { ripemd160 } from '@noble/hashes/legacy.js'
import { sha256 } from '@noble/hashes/sha2.js'
import { OutScript, type Transaction } from '@scure/btc-signer'
import { BitcoinSignatureError } from './BitcoinSignatureError'

/** What an input spends: the previous output's locking script and amount in satoshis. */
export interface Prevout {
  script: Uint8Array
  amount: bigint
}

const SIGHASH_DEFAULT = 0x00
const VALID_HASH_TYPES = new Set([0x01, 0x02, 0x03, 0x81, 0x82, 0x83])

function equal(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((byte, i) => byte === b[i])
}

function bad(index: number, why: string): BitcoinSignatureError {
  return new BitcoinSignatureError('BAD_SIGNATURE', `mandatory-script-verify-flag-failed (input ${index}: ${why})`)
}

/**
 * Checks the signature of every input of a transaction against the output it spends, the way a
 * node's script check does for the two kinds of output the wallets here make: native segwit v0
 * key hashes (P2WPKH: BIP-143 sighash, DER ECDSA with low S, the public key hashing to the
 * program) and taproot key-path spends (P2TR: BIP-341 sighash, BIP-340 Schnorr against the
 * output key). The sighashes come from `@scure/btc-signer`'s own preimage functions, the curve
 * checks from `@noble/curves`; the local chain and the BIP-322 verifier both check through it. Any other script (legacy, P2SH, P2WSH, taproot script paths) is
 * refused with `UNSUPPORTED_SCRIPT`, never accepted unchecked.
 *
 * @example
 * verifyInputSignatures(Transaction.fromRaw(raw), [{ script: utxo.script, amount: utxo.value }])
 */
export function verifyInputSignatures(tx: Transaction, prevouts: readonly Prevout[]): void {
  if (prevouts.length !== tx.inputsLength) throw new BitcoinSignatureError('BAD_SIGNATURE', 'one spent output is needed per input')
  const scripts = prevouts.map((p) => p.script)
  const amounts = prevouts.map((p) => p.amount)
  for (let i = 0; i < tx.inputsLength; i++) {
    const input = tx.getInput(i)
    if (input.finalScriptSig && input.finalScriptSig.length > 0) throw bad(i, 'a segwit input must have an empty scriptSig')
    const witness = input.finalScriptWitness ?? []
    const spent = OutScript.decode(prevouts[i]!.script)
    if (spent.type === 'wpkh') {
      if (witness.length !== 2) throw bad(i, 'P2WPKH witness must be [signature, public key]')
      const [signature, publicKey] = witness as [Uint8Array, Uint8Array]
      if (publicKey.length !== 33) throw bad(i, 'P2WPKH needs a compressed public key')
      if (!equal(ripemd160(sha256(publicKey)), spent.hash)) throw bad(i, 'public key does not match the witness program')
      const hashType = signature[signature.length - 1]!
      if (!VALID_HASH_TYPES.has(hashType)) throw bad(i, `unknown sighash type ${hashType}`)
      const scriptCode = OutScript.encode({ type: 'pkh', hash: spent.hash })
      const digest = tx.preimageWitnessV0(i, scriptCode, hashType, amounts[i]!)
      let valid = false
      try {
        valid = secp256k1.verify(signature.subarray(0, -1), digest, publicKey, { prehash: false, format: 'der', lowS: true })
      } catch {
        valid = false
      }
      if (!valid) throw bad(i, 'ECDSA signature does not verify')
    } else if (spent.type === 'tr') {
      // Key path only: one witness element, no annex (an annex starts with 0x50 and makes two).
      if (witness.length !== 1) throw new BitcoinSignatureError('UNSUPPORTED_SCRIPT', `input ${i}: only taproot key-path spends are checked (no script path)`)
      const signature = witness[0]!
      if (signature.length !== 64 && signature.length !== 65) throw bad(i, 'taproot signature must be 64 or 65 bytes')
      const hashType = signature.length === 65 ? signature[64]! : SIGHASH_DEFAULT
      if (signature.length === 65 && (hashType === SIGHASH_DEFAULT || !VALID_HASH_TYPES.has(hashType))) throw bad(i, `invalid taproot sighash type ${hashType}`)
      const digest = tx.preimageWitnessV1(i, scripts, hashType, amounts)
      let valid = false
      try {
        valid = schnorr.verify(signature.subarray(0, 64), digest, spent.pubkey)
      } catch {
        valid = false
      }
      if (!valid) throw bad(i, 'Schnorr signature does not verify')
    } else {
      throw new BitcoinSignatureError('UNSUPPORTED_SCRIPT', `input ${i}: spends a ${spent.type} output; only P2WPKH and taproot key-path spends are checked`)
    }
  }
}
