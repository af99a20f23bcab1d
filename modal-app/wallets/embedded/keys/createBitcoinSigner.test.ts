import { hexToBytes } from '@noble/hashes/utils.js'
import { secp256k1 } from '@noble/curves/secp256k1.js'
import { Address, OutScript, p2wpkh, Transaction } from '@scure/btc-signer'
import { describe, expect, it } from 'vitest'
import { bitcoinNetworkParams } from '../../../../shared/bitcoin/bitcoinNetworkParams'
import { verifyBip322 } from '../../../../shared/bitcoin/verifyBip322'
import { verifyBitcoinMessage } from '../../../../shared/bitcoin/verifyBitcoinMessage'
import { verifyInputSignatures } from '../../../../shared/bitcoin/verifyInputSignatures'
import { createBitcoinSigner } from './createBitcoinSigner'
import { secp256k1Scheme } from './secp256k1Scheme'

// The seed of BIP-39's "abandon … about" mnemonic, the one BIP-84's and BIP-86's vectors derive from.
const vectorSeed = hexToBytes('5eb00bbddcf069084889a8ab9155568165f5c453ccb85e70811aaed6f6da5fc19a5ac40b389cd370d086206dec8aa6c43daea6690f20ad3d8d48b2d2ce9e38e4')
const regtest = bitcoinNetworkParams('regtest')

const stranger = p2wpkh(secp256k1.getPublicKey(new Uint8Array(32).fill(7), true), bitcoinNetworkParams('regtest')).address!
const scriptOf = (address: string): Uint8Array => OutScript.encode(Address(regtest).decode(address))

/** A PSBT spending one coin of `script` (amount stated) to a stranger, with change back to `change`. */
function psbtSpending(script: Uint8Array, change: string): Uint8Array {
  const tx = new Transaction()
  tx.addInput({ txid: 'aa'.repeat(32), index: 1, witnessUtxo: { script, amount: 100_000n } })
  tx.addOutputAddress(stranger, 60_000n, regtest)
  tx.addOutputAddress(change, 39_000n, regtest)
  return tx.toPSBT()
}

describe('createBitcoinSigner (the embedded wallet\'s Bitcoin keys)', () => {
  it("derives BIP-84 payment and BIP-86 ordinals addresses as the BIPs' vectors, payment first", () => {
    const { signer } = createBitcoinSigner(vectorSeed)
    const [payment, ordinals] = signer.accounts('mainnet')
    expect(payment).toMatchObject({ purpose: 'payment', addressType: 'p2wpkh', path: "m/84'/0'/0'/0/0", address: 'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu' })
    expect(ordinals).toMatchObject({ purpose: 'ordinals', addressType: 'p2tr', path: "m/86'/0'/0'/0/0", address: 'bc1p5cyxnuxmeuwuvkwfem96lqzszd02n6xdcjrs20cac6yqjjwudpxqkedrcr' })
    const [testPayment, testOrdinals] = signer.accounts('regtest')
    expect(testPayment!.address).toMatch(/^bcrt1q/)
    expect(testOrdinals!.address).toMatch(/^bcrt1p/)
    expect(testPayment!.path).toBe("m/84'/1'/0'/0/0")
  })

  it("gives the visitor's secp256k1 key its own Bitcoin keys, not the EVM key itself", () => {
    const secret = secp256k1Scheme.generate()
    const { signer } = createBitcoinSigner(secret)
    const [payment] = signer.accounts('mainnet')
    expect(payment!.address).not.toBe(p2wpkh(secp256k1.getPublicKey(secret, true), bitcoinNetworkParams('mainnet')).address)
    // The same secret always gives the same addresses (a rebuilt key finds its coins).
    expect(createBitcoinSigner(secret).signer.accounts('regtest')).toEqual(signer.accounts('regtest'))
  })

  it('signs the named inputs of a PSBT, segwit and taproot, each verifying as a spend', () => {
    const { signer } = createBitcoinSigner(secp256k1Scheme.generate())
    for (const account of signer.accounts('regtest')) {
      const script = scriptOf(account.address)
      const signed = signer.signPsbt(psbtSpending(script, account.address), 'regtest', [{ address: account.address, indexes: [0] }], true)
      const tx = Transaction.fromPSBT(signed)
      expect(tx.isFinal).toBe(true)
      expect(() => verifyInputSignatures(Transaction.fromRaw(tx.extract()), [{ script, amount: 100_000n }])).not.toThrow()
    }
  })

  it("refuses an input that does not spend the named address, and another wallet's address", () => {
    const { signer } = createBitcoinSigner(secp256k1Scheme.generate())
    const [payment, ordinals] = signer.accounts('regtest')
    const paymentScript = scriptOf(payment!.address)
    expect(() => signer.signPsbt(psbtSpending(paymentScript, payment!.address), 'regtest', [{ address: ordinals!.address, indexes: [0] }], true)).toThrow(/does not spend/)
    expect(() => signer.signPsbt(psbtSpending(paymentScript, payment!.address), 'regtest', [{ address: stranger, indexes: [0] }], true)).toThrow()
    expect(() => signer.signPsbt(psbtSpending(paymentScript, payment!.address), 'regtest', [{ address: payment!.address, indexes: [5] }], true)).toThrow(/no input 5/)
  })

  it('signs messages with BIP-322 (both addresses) and ECDSA (payment), verified independently; refuses after drop', () => {
    const { signer, drop } = createBitcoinSigner(secp256k1Scheme.generate())
    const [payment, ordinals] = signer.accounts('regtest')
    expect(verifyBip322(payment!.address, 'hello', signer.signMessage('hello', payment!.address, 'regtest', 'bip322'), 'regtest')).toBe(true)
    expect(verifyBip322(ordinals!.address, 'hello', signer.signMessage('hello', ordinals!.address, 'regtest', 'bip322'), 'regtest')).toBe(true)
    expect(verifyBitcoinMessage(payment!.address, 'hello', signer.signMessage('hello', payment!.address, 'regtest', 'ecdsa'), 'regtest')).toBe(true)
    expect(() => signer.signMessage('hello', ordinals!.address, 'regtest', 'ecdsa')).toThrow(/payment address/)
    drop()
    expect(() => signer.accounts('regtest')).toThrow(expect.objectContaining({ reason: 'KEY_DROPPED' }))
  })
})
