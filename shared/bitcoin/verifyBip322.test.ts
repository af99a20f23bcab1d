import { bytesToHex } from '@noble/hashes/utils.js'
import { secp256k1 } from '@noble/curves/secp256k1.js'
import { p2tr, p2wpkh, utils, WIF } from '@scure/btc-signer'
import { describe, expect, it } from 'vitest'
import { bytesBase64 } from '../encoding/bytesBase64'
import { bip322MessageHash } from './bip322MessageHash'
import { bitcoinNetworkParams } from './bitcoinNetworkParams'
import { signBip322 } from './signBip322'
import { verifyBip322 } from './verifyBip322'

// BIP-322's own test vectors (the BIP's "Test vectors" section).
const key = WIF().decode('L3VFeEujGtevx9w18HD1fhRbCH67Az2dpCymeRE1SoPK6XQtaN2k')
const segwit = 'bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l'
const taproot = 'bc1ppv609nr0vr25u07u95waq5lucwfm6tde4nydujnu8npg4q75mr5sxq8lt3'
const emptySig = 'AkcwRAIgM2gBAQqvZX15ZiysmKmQpDrG83avLIT492QBzLnQIxYCIBaTpOaD20qRlEylyxFSeEA2ba9YOixpX8z46TSDtS40ASECx/EgAxlkQpQ9hYjgGu6EBCPMVPwVIVJqO4XCsMvViHI='
const helloSig = 'AkcwRAIgZRfIY3p7/DoVTty6YZbWS71bc5Vct9p9Fia83eRmw2QCICK/ENGfwLtptFluMGs2KsqoNSk89pO7F29zJLUx9a/sASECx/EgAxlkQpQ9hYjgGu6EBCPMVPwVIVJqO4XCsMvViHI='
const taprootHelloSig = 'AUHd69PrJQEv+oKTfZ8l+WROBHuy9HKrbFCJu7U1iK2iiEy1vMU5EfMtjc+VSHM7aU0SDbak5IUZRVno2P5mjSafAQ=='

describe('BIP-322 simple proofs', () => {
  it("hashes messages as the BIP's vectors say", () => {
    expect(bytesToHex(bip322MessageHash(''))).toBe('c90c269c4f8fcbe6880f72a721ddfbf1914268a794cbb21cfafee13770ae19f1')
    expect(bytesToHex(bip322MessageHash('Hello World'))).toBe('f0eb03b1a75ac6d9847f55c624a99169b5dccba2a31f5b23bea77ba270de0a7a')
  })

  it("verifies the BIP's P2WPKH vectors, and its own proofs for that key are the same witness shape and verify", () => {
    expect(p2wpkh(secp256k1.getPublicKey(key, true)).address).toBe(segwit)
    expect(verifyBip322(segwit, '', emptySig, 'mainnet')).toBe(true)
    expect(verifyBip322(segwit, 'Hello World', helloSig, 'mainnet')).toBe(true)
    // Bitcoin Core grinds its nonce for a low R, so the BIP's bytes differ from plain RFC 6979 ones; the witness shape and the check do not.
    for (const message of ['', 'Hello World']) {
      const proof = signBip322(message, key, 'p2wpkh')
      expect(verifyBip322(segwit, message, proof, 'mainnet')).toBe(true)
      expect(bytesToHex(bytesBase64.decode(proof)).slice(-66)).toBe(bytesToHex(secp256k1.getPublicKey(key, true)))
    }
  })

  it("verifies the BIP's taproot vector and its own taproot proofs", () => {
    expect(p2tr(utils.pubSchnorr(key)).address).toBe(taproot)
    expect(verifyBip322(taproot, 'Hello World', taprootHelloSig, 'mainnet')).toBe(true)
    const proof = signBip322('Sign in to example.com', key, 'p2tr')
    expect(verifyBip322(taproot, 'Sign in to example.com', proof, 'mainnet')).toBe(true)
    expect(verifyBip322(taproot, 'Sign in to evil.example', proof, 'mainnet')).toBe(false)
  })

  it('refuses a proof for another message, another address, another network or garbage', () => {
    expect(verifyBip322(segwit, 'Hello World', emptySig, 'mainnet')).toBe(false)
    expect(verifyBip322(segwit, '', helloSig, 'mainnet')).toBe(false)
    expect(verifyBip322(taproot, 'Hello World', helloSig, 'mainnet')).toBe(false)
    const regtest = p2wpkh(secp256k1.getPublicKey(key, true), bitcoinNetworkParams('regtest')).address!
    expect(verifyBip322(regtest, 'Hello World', helloSig, 'regtest')).toBe(true)
    expect(verifyBip322(regtest, 'Hello World', helloSig, 'mainnet')).toBe(false)
    expect(verifyBip322(segwit, 'Hello World', 'not base64!', 'mainnet')).toBe(false)
    expect(verifyBip322(segwit, 'Hello World', '', 'mainnet')).toBe(false)
  })
})
