import { u8aToHex, u8aWrapBytes } from '@polkadot/util'
import { cryptoWaitReady, signatureVerify, sr25519PairFromSeed, sr25519Verify, encodeAddress } from '@polkadot/util-crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import { EmbeddedKeyError } from './EmbeddedKeyError'
import { sr25519Scheme } from './sr25519Scheme'

beforeAll(async () => {
  await cryptoWaitReady()
})

describe('sr25519Scheme', () => {
  it('gives the address Substrate gives the mini-secret (checked with @polkadot/util-crypto)', () => {
    const secret = sr25519Scheme.generate()
    expect(secret).toHaveLength(32)
    const reference = sr25519PairFromSeed(secret)
    expect(sr25519Scheme.addressOf(secret)).toBe(encodeAddress(reference.publicKey, 0))
    const { signer } = sr25519Scheme.createSigner(secret)
    expect(u8aToHex(signer.publicKey)).toBe(u8aToHex(reference.publicKey))
    expect(sr25519Scheme.sameAddress(signer.address, sr25519Scheme.addressOf(secret))).toBe(true)
  })

  it('signs payload bytes as they are and messages wrapped in <Bytes>, both verified by @polkadot/util-crypto', async () => {
    const { signer } = sr25519Scheme.createSigner(sr25519Scheme.generate())
    const payload = crypto.getRandomValues(new Uint8Array(120))
    const payloadSignature = await signer.signPayload(payload)
    expect(signatureVerify(payload, payloadSignature, signer.address).isValid).toBe(true)
    expect(signatureVerify(payload, payloadSignature, signer.address).crypto).toBe('sr25519')

    const message = new TextEncoder().encode('Sign in to Airlock')
    const rawSignature = await signer.signRaw(message)
    // What a verifier checks: the wrapped message (polkadot-js wraps the same way).
    expect(signatureVerify(u8aWrapBytes(message), rawSignature, signer.address).isValid).toBe(true)
    // An already wrapped message is not wrapped twice.
    expect(signatureVerify(u8aWrapBytes(message), await signer.signRaw(u8aWrapBytes(message)), signer.address).isValid).toBe(true)
    // A signed message is never a signature over the bare bytes (so never an extrinsic payload's).
    expect(sr25519Verify(message, rawSignature, signer.publicKey)).toBe(false)
  })

  it('refuses to sign once dropped, and zeroes only its own copy', async () => {
    const secret = sr25519Scheme.generate()
    const copy = secret.slice()
    const { signer, drop } = sr25519Scheme.createSigner(secret)
    drop()
    await expect(signer.signRaw(new Uint8Array([1]))).rejects.toBeInstanceOf(EmbeddedKeyError)
    await expect(signer.signPayload(new Uint8Array([1]))).rejects.toMatchObject({ reason: 'KEY_DROPPED' })
    expect(secret).toEqual(copy)
  })
})
