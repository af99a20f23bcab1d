import { sha256 } from '@noble/hashes/sha2.js'
import { secp256k1 } from '@noble/curves/secp256k1.js'
import { p2wpkh, Transaction } from '@scure/btc-signer'
import { describe, expect, it } from 'vitest'
import { bitcoinNetworkParams } from '../../../../shared/bitcoin/bitcoinNetworkParams'
import { bytesBase64 } from '../../../../shared/encoding/bytesBase64'
import { bitcoinOutflows } from './bitcoinOutflows'

const regtest = bitcoinNetworkParams('regtest')
const keyOf = (label: string) => secp256k1.getPublicKey(sha256(new TextEncoder().encode(label)), true)
const payment = p2wpkh(keyOf('visitor payment'), regtest)
const stranger = p2wpkh(keyOf('stranger'), regtest)
const own = [{ address: payment.address!, purpose: 'payment' as const }]

/** A coin of 200,000 sat of `from` paying 150,000 to `to` and 49,000 back (1,000 fee). */
function psbt(from = payment, to = stranger): string {
  const tx = new Transaction()
  tx.addInput({ txid: 'aa'.repeat(32), index: 0, witnessUtxo: { script: from.script, amount: 200_000n } })
  tx.addOutputAddress(to.address!, 150_000n, regtest)
  tx.addOutputAddress(from.address!, 49_000n, regtest)
  return bytesBase64.encode(tx.toPSBT())
}

describe('bitcoinOutflows', () => {
  it('reads what a PSBT spends of the visitor’s coins (fee included, change not), signed or broadcast, and a transfer’s amount', () => {
    expect(bitcoinOutflows({ method: 'signPsbt', params: { psbt: psbt() } }, 'regtest', own)).toEqual([{ amount: 151_000n }])
    expect(bitcoinOutflows({ method: 'signPsbt', params: { psbt: psbt(), broadcast: true } }, 'regtest', own)).toEqual([{ amount: 151_000n }])
    expect(bitcoinOutflows({ method: 'sendTransfer', params: { recipientAddress: stranger.address, amount: '50000' } }, 'regtest', own)).toEqual([{ amount: 50_000n }])
  })

  it('moves nothing for a message, a PSBT that only pays the visitor, or an unreadable PSBT', () => {
    expect(bitcoinOutflows({ method: 'signPsbt', params: { psbt: psbt(stranger, payment) } }, 'regtest', own)).toEqual([])
    expect(bitcoinOutflows({ method: 'signMessage', params: { message: 'hi' } }, 'regtest', own)).toEqual([])
    expect(bitcoinOutflows({ method: 'signPsbt', params: { psbt: 'AAAA' } }, 'regtest', own)).toEqual([])
  })
})
