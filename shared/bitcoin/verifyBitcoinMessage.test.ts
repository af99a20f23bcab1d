import { secp256k1 } from '@noble/curves/secp256k1.js'
import { p2wpkh } from '@scure/btc-signer'
import { describe, expect, it } from 'vitest'
import { bytesBase64 } from '../encoding/bytesBase64'
import { bitcoinNetworkParams } from './bitcoinNetworkParams'
import { signBitcoinMessage } from './signBitcoinMessage'
import { verifyBitcoinMessage } from './verifyBitcoinMessage'

const key = secp256k1.utils.randomSecretKey()
const other = secp256k1.utils.randomSecretKey()
const address = p2wpkh(secp256k1.getPublicKey(key, true), bitcoinNetworkParams('regtest')).address!

describe('legacy (ECDSA, BIP-137) message signatures', () => {
  it('signs with a P2WPKH header and verifies against the address', () => {
    const signature = signBitcoinMessage('Sign in to airlock', key)
    const bytes = bytesBase64.decode(signature)
    expect(bytes.length).toBe(65)
    expect([39, 40, 41, 42]).toContain(bytes[0])
    expect(verifyBitcoinMessage(address, 'Sign in to airlock', signature, 'regtest')).toBe(true)
  })

  it("refuses another message, another key's signature and junk", () => {
    const signature = signBitcoinMessage('one', key)
    expect(verifyBitcoinMessage(address, 'two', signature, 'regtest')).toBe(false)
    expect(verifyBitcoinMessage(address, 'one', signBitcoinMessage('one', other), 'regtest')).toBe(false)
    expect(verifyBitcoinMessage(address, 'one', 'AAAA', 'regtest')).toBe(false)
  })
})
