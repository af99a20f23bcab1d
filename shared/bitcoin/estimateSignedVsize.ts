import { OutScript, SigHash, type Transaction } from '@scure/btc-signer'

/** Witness weight of a P2WPKH spend: item count, a DER signature with its sighash byte (at most 72), the 33-byte key. */
const P2WPKH_WITNESS = 1 + 1 + 72 + 1 + 33
/** Witness weight of a taproot key-path spend: item count and a 64-byte Schnorr signature (65 with a sighash byte other than DEFAULT). */
const P2TR_KEY_WITNESS = 1 + 1 + 64

function compactSize(n: number): number {
  return n < 0xfd ? 1 : n <= 0xffff ? 3 : 5
}

/**
 * The virtual size (vbytes) a PSBT's transaction will have once its inputs are signed: the
 * unsigned transaction's bytes at four weight units each, the segwit marker, and each input's
 * witness (its final witness when already finalized; else the largest a P2WPKH or taproot
 * key-path signature makes). Undefined when an input is of another kind (legacy, script
 * path): a guess there would show a fee rate that is not the real one. `sighashes[i]` is the
 * sighash input i is signed with (a taproot signature is a byte longer when not DEFAULT).
 *
 * @example
 * estimateSignedVsize(tx, [undefined]) // 141 for one P2WPKH input and two P2WPKH outputs
 */
export function estimateSignedVsize(tx: Transaction, sighashes: readonly (number | undefined)[]): number | undefined {
  let witness = 2 // segwit marker and flag
  let base = tx.unsignedTx.length
  for (let i = 0; i < tx.inputsLength; i++) {
    const input = tx.getInput(i)
    if (input.finalScriptWitness) {
      witness += compactSize(input.finalScriptWitness.length) + input.finalScriptWitness.reduce((sum, item) => sum + compactSize(item.length) + item.length, 0)
      if (input.finalScriptSig) base += input.finalScriptSig.length
      continue
    }
    if (!input.witnessUtxo || input.tapLeafScript?.length || input.redeemScript || input.witnessScript) return undefined
    let type: string
    try {
      type = OutScript.decode(input.witnessUtxo.script).type
    } catch {
      return undefined
    }
    if (type === 'wpkh') witness += P2WPKH_WITNESS
    else if (type === 'tr') witness += P2TR_KEY_WITNESS + ((sighashes[i] ?? input.sighashType ?? SigHash.DEFAULT) === SigHash.DEFAULT ? 0 : 1)
    else return undefined
  }
  return Math.ceil((base * 4 + witness) / 4)
}
