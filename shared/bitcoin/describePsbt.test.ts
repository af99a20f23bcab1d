import { sha256 } from '@noble/hashes/sha2.js'
import { hexToBytes } from '@noble/hashes/utils.js'
import { secp256k1 } from '@noble/curves/secp256k1.js'
import { p2tr, p2wpkh, SigHash, Transaction, utils } from '@scure/btc-signer'
import { describe, expect, it } from 'vitest'
import { bitcoinNetworkParams } from './bitcoinNetworkParams'
import type { PrevoutFact } from './checkPrevouts'
import { describePsbt, sighashName } from './describePsbt'
import { estimateSignedVsize } from './estimateSignedVsize'

const regtest = bitcoinNetworkParams('regtest')
const key = (label: string) => sha256(new TextEncoder().encode(label))
const paymentKey = key('visitor payment')
const ordinalsKey = key('visitor ordinals')
const payment = p2wpkh(secp256k1.getPublicKey(paymentKey, true), regtest)
const ordinals = p2tr(utils.pubSchnorr(ordinalsKey), undefined, regtest)
const stranger = p2wpkh(secp256k1.getPublicKey(key('stranger'), true), regtest)
const own = [
  { address: payment.address!, purpose: 'payment' as const },
  { address: ordinals.address!, purpose: 'ordinals' as const },
]
const TXID_A = 'aa'.repeat(32)
const TXID_B = 'bb'.repeat(32)

/** A payment coin of 200,000 sat paying 150,000 to a stranger and 49,000 back: the fee is 1,000. */
function transfer(opts: { stated?: bigint; sighashType?: number } = {}): Transaction {
  const tx = new Transaction()
  tx.addInput({ txid: TXID_A, index: 0, witnessUtxo: { script: payment.script, amount: opts.stated ?? 200_000n }, ...(opts.sighashType !== undefined ? { sighashType: opts.sighashType } : {}) })
  tx.addOutputAddress(stranger.address!, 150_000n, regtest)
  tx.addOutputAddress(payment.address!, 49_000n, regtest)
  return tx
}

describe('describePsbt', () => {
  it('reads inputs, outputs, the fee, the fee rate over the signed size and the change back to the visitor', () => {
    const view = describePsbt(transfer().toPSBT(), 'regtest', own, [])
    expect(view.refusals).toEqual([])
    expect(view.inputs).toEqual([{ index: 0, txid: TXID_A, vout: 0, address: payment.address, amount: 200_000n, own: 'payment', sign: { address: payment.address, sighash: SigHash.DEFAULT, sighashName: 'DEFAULT', nonDefault: false } }])
    expect(view.outputs.map((o) => [o.address, o.amount, o.own])).toEqual([
      [stranger.address, 150_000n, undefined],
      [payment.address, 49_000n, 'payment'],
    ])
    expect(view.totalIn).toBe(200_000n)
    expect(view.totalOut).toBe(199_000n)
    expect(view.fee).toBe(1_000n)
    expect(view.spent).toBe(151_000n)
    // 113 bytes unsigned, marker and a P2WPKH witness: ceil((452 + 2 + 108) / 4).
    expect(view.vsize).toBe(141)
    expect(view.feeRate).toBeCloseTo(1000 / 141, 6)
  })

  it('estimates within a vbyte of the real signed size, for segwit and taproot key-path inputs', () => {
    const tx = new Transaction()
    tx.addInput({ txid: TXID_A, index: 0, witnessUtxo: { script: payment.script, amount: 100_000n } })
    tx.addInput({ txid: TXID_B, index: 1, witnessUtxo: { script: ordinals.script, amount: 100_000n }, tapInternalKey: utils.pubSchnorr(ordinalsKey) })
    tx.addOutputAddress(stranger.address!, 190_000n, regtest)
    const estimate = estimateSignedVsize(tx, [undefined, undefined])!
    tx.signIdx(paymentKey, 0)
    tx.signIdx(ordinalsKey, 1)
    tx.finalize()
    expect(estimate - tx.vsize).toBeGreaterThanOrEqual(0)
    expect(estimate - tx.vsize).toBeLessThanOrEqual(1)
  })

  it('signs only the inputs the dapp names, and names their sighash; a non-default one is marked', () => {
    const tx = transfer({ sighashType: SigHash.ALL_ANYONECANPAY })
    tx.addInput({ txid: TXID_B, index: 2, witnessUtxo: { script: ordinals.script, amount: 5_000n } })
    const view = describePsbt(tx.toPSBT(), 'regtest', own, [{ address: payment.address!, indexes: [0] }])
    expect(view.refusals).toEqual([])
    expect(view.inputs[0]!.sign).toMatchObject({ sighashName: 'ALL|ANYONECANPAY', nonDefault: true })
    expect(view.inputs[1]!.sign).toBeUndefined()
    expect(view.inputs[1]!.own).toBe('ordinals')
  })

  it('refuses sighash NONE and SINGLE, which leave the outputs open', () => {
    for (const sighashType of [SigHash.NONE, SigHash.SINGLE, SigHash.NONE_ANYONECANPAY]) {
      const view = describePsbt(transfer({ sighashType }).toPSBT(), 'regtest', own, [])
      expect(view.refusals.map((r) => [r.code, r.index])).toEqual([['SIGHASH', 0]])
    }
    expect(sighashName(SigHash.SINGLE_ANYONECANPAY)).toBe('SINGLE|ANYONECANPAY')
  })

  it('uses the chain amounts: a witness UTXO understating its coin (a hidden fee) is refused and the real fee shown', () => {
    const facts = new Map<number, PrevoutFact>([[0, { state: 'found', amount: 2_000_000n, script: payment.script }]])
    const view = describePsbt(transfer().toPSBT(), 'regtest', own, [], facts)
    expect(view.refusals.map((r) => r.code)).toEqual(['AMOUNT_MISMATCH'])
    expect(view.inputs[0]!.amount).toBe(2_000_000n)
    expect(view.fee).toBe(1_801_000n)
    const agreed = describePsbt(transfer({ stated: 2_000_000n }).toPSBT(), 'regtest', own, [], facts)
    expect(agreed.refusals).toEqual([])
    expect(agreed.inputs[0]!.chain).toBe('confirmed')
  })

  it('reads a full previous transaction: its output is the coin, and it must be the txid it spends', () => {
    const prev = new Transaction()
    prev.addInput({ txid: TXID_B, index: 0 })
    prev.addOutput({ script: payment.script, amount: 300_000n })
    const tx = new Transaction()
    tx.addInput({ txid: prev.id, index: 0, witnessUtxo: { script: payment.script, amount: 300_000n }, nonWitnessUtxo: prev.toBytes(true, false) })
    tx.addOutputAddress(stranger.address!, 250_000n, regtest)
    const view = describePsbt(tx.toPSBT(), 'regtest', own, [])
    expect(view.refusals).toEqual([])
    expect(view.fee).toBe(50_000n)
    // A witness UTXO that disagrees with it does not even parse (btc-signer checks them against each other).
    expect(() => tx.updateInput(0, { witnessUtxo: { script: payment.script, amount: 3_000n } }, true)).toThrow()
  })

  it('refuses an input named for an address that is not its own, one of another wallet, a missing index and a negative fee', () => {
    expect(describePsbt(transfer().toPSBT(), 'regtest', own, [{ address: ordinals.address!, indexes: [0] }]).refusals.map((r) => r.code)).toEqual(['NOT_OWN_INPUT'])
    expect(describePsbt(transfer().toPSBT(), 'regtest', own, [{ address: stranger.address!, indexes: [0] }]).refusals.map((r) => r.code)).toEqual(['NOT_OWN_ADDRESS'])
    expect(describePsbt(transfer().toPSBT(), 'regtest', own, [{ address: payment.address!, indexes: [3] }]).refusals.map((r) => r.code)).toEqual(['NO_SUCH_INPUT'])
    expect(describePsbt(transfer({ stated: 100_000n }).toPSBT(), 'regtest', own, []).refusals.map((r) => r.code)).toEqual(['NEGATIVE_FEE'])
    expect(() => describePsbt(hexToBytes('70736274ff'), 'regtest', own, [])).toThrow(/could not be read/)
  })

  it('shows no fee when an input states no amount, and no rate for a kind of input it cannot size', () => {
    const tx = new Transaction()
    tx.addInput({ txid: TXID_A, index: 0 })
    tx.addOutputAddress(stranger.address!, 1_000n, regtest)
    const view = describePsbt(tx.toPSBT(), 'regtest', own, [])
    expect(view.fee).toBeUndefined()
    expect(view.vsize).toBeUndefined()
    expect(view.feeRate).toBeUndefined()
  })
})
