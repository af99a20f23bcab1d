import { sha256 } from '@noble/hashes/sha2.js'
import { bytesToHex, concatBytes } from '@noble/hashes/utils.js'
import { RawTx, Transaction } from '@scure/btc-signer'
import { bip322MessageHash } from './bip322MessageHash'

/**
 * The unsigned `to_sign` transaction of a BIP-322 "simple" proof for a message and the locking
 * script of the address that signs it: one input spending output 0 of the virtual `to_spend`
 * (which commits to the message hash and pays the script 0 sat), one OP_RETURN output, version
 * 0 and locktime 0. Signing its input as an ordinary segwit spend is signing the message, and
 * checking that input's signature is verifying it: signer and verifier share this one builder.
 *
 * @example
 * const toSign = bip322ToSign('Hello World', p2wpkh(publicKey).script)
 * toSign.signIdx(privateKey, 0)
 */
export function bip322ToSign(message: string, script: Uint8Array, extra: { tapInternalKey?: Uint8Array } = {}): Transaction {
  const toSpend = RawTx.encode({
    version: 0,
    segwitFlag: false,
    // OP_0 PUSH32 <message hash>
    inputs: [{ txid: new Uint8Array(32), index: 0xffffffff, finalScriptSig: concatBytes(new Uint8Array([0x00, 0x20]), bip322MessageHash(message)), sequence: 0 }],
    outputs: [{ amount: 0n, script }],
    witnesses: [],
    lockTime: 0,
  })
  const toSpendId = bytesToHex(sha256(sha256(toSpend)).reverse())
  const tx = new Transaction({ version: 0, allowUnknownOutputs: true })
  tx.addInput({ txid: toSpendId, index: 0, sequence: 0, witnessUtxo: { script, amount: 0n }, ...extra })
  tx.addOutput({ script: new Uint8Array([0x6a]), amount: 0n })
  return tx
}
