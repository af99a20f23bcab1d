import { secp256k1 } from '@noble/curves/secp256k1.js'
import { p2wpkh } from '@scure/btc-signer'
import { describe, expect, it } from 'vitest'
import { bitcoinNetworkParams } from './bitcoinNetworkParams'
import { planBitcoinTransfer, TOO_LITTLE } from './planBitcoinTransfer'

const regtest = bitcoinNetworkParams('regtest')
const payment = p2wpkh(secp256k1.getPublicKey(new Uint8Array(32).fill(3), true), regtest).address!
const recipient = p2wpkh(secp256k1.getPublicKey(new Uint8Array(32).fill(4), true), regtest).address!
const utxos = [{ txid: 'aa'.repeat(32), vout: 1, value: 200_000 }]

describe('planBitcoinTransfer', () => {
  it('spends coins of the payment address at the 3-block rate: the recipient gets the amount, the change comes back, the fee is what the outputs leave', () => {
    const plan = planBitcoinTransfer({ network: 'regtest', payment, recipientAddress: recipient, amount: '150000', utxos, feeEstimates: { '1': 9, '3': 2.2 } })
    expect(plan.feePerByte).toBe(3n)
    const outputs = Array.from({ length: plan.tx.outputsLength }, (_, i) => plan.tx.getOutput(i).amount!)
    expect(outputs[0]).toBe(150_000n)
    expect(200_000n - outputs.reduce((a, b) => a + b, 0n)).toBe(plan.fee)
    // About 141 vB for one P2WPKH input and two outputs, at 3 sat/vB.
    expect(Number(plan.fee)).toBeGreaterThanOrEqual(3 * 140)
    expect(Number(plan.fee)).toBeLessThanOrEqual(3 * 145)
  })

  it('refuses an amount that is not whole sats, an address of another network, and more than the coins hold (-32602)', () => {
    const plan = (patch: object) => () => planBitcoinTransfer({ network: 'regtest', payment, recipientAddress: recipient, amount: '1000', utxos, feeEstimates: {}, ...patch })
    for (const amount of ['0', '1.5', '-1', 'ten', undefined, 1.5]) expect(plan({ amount })).toThrow(expect.objectContaining({ code: -32602 }))
    expect(plan({ recipientAddress: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4' })).toThrow('recipientAddress is not an address of this network')
    expect(plan({ amount: '199999' })).toThrow(expect.objectContaining({ code: -32602, data: { reason: TOO_LITTLE } }))
    expect(plan({})().fee).toBeGreaterThan(0n)
  })
})
