import { ed25519 } from '@noble/curves/ed25519.js'
import { Keypair } from '@solana/web3.js'
import { describe, expect, it } from 'vitest'
import { base58 } from '../../../../shared/solana/base58'
import { EmbeddedKeyError } from './EmbeddedKeyError'
import { ed25519Scheme } from './ed25519Scheme'
import { holdKey } from './holdKey'
import { recoverKey } from './recoverKey'
import { splitKey } from './splitKey'

describe('ed25519Scheme', () => {
  it('makes distinct 32-byte seeds whose address is the web3.js keypair of the same seed', () => {
    const a = ed25519Scheme.generate()
    const b = ed25519Scheme.generate()
    expect(a).toHaveLength(32)
    expect(base58.encode(a)).not.toBe(base58.encode(b))
    expect(ed25519Scheme.addressOf(a)).toBe(Keypair.fromSeed(a).publicKey.toBase58())
  })

  it('compares base58 addresses exactly (case matters) and rejects what is no 32-byte key', () => {
    const address = ed25519Scheme.addressOf(ed25519Scheme.generate())
    expect(ed25519Scheme.sameAddress(address, address)).toBe(true)
    const flipped = address.replace(/[a-km-z]/, (c) => c.toUpperCase())
    expect(ed25519Scheme.sameAddress(address, flipped)).toBe(false)
    expect(ed25519Scheme.sameAddress('0x70997970C51812dc3A010C7d01b50e0d17dc79C8', '0x70997970C51812dc3A010C7d01b50e0d17dc79C8')).toBe(false)
    expect(ed25519Scheme.sameAddress('1111', '1111')).toBe(false)
  })

  it('signs bytes with signatures that verify against its address', async () => {
    const secret = ed25519Scheme.generate()
    const { signer } = ed25519Scheme.createSigner(secret)
    const message = new TextEncoder().encode('hello solana')
    const signature = await signer.signMessage(message)
    expect(signature).toHaveLength(64)
    expect(ed25519.verify(signature, message, base58.decode(signer.address))).toBe(true)
    expect(ed25519.verify(signature, new TextEncoder().encode('hello solanb'), signer.publicKey)).toBe(false)
    expect(ed25519.verify(await signer.signTransactionMessage(message), message, signer.publicKey)).toBe(true)
  })

  it('refuses to sign after drop with KEY_DROPPED, and holds no secret bytes on the signer', async () => {
    const secret = ed25519Scheme.generate()
    const hex = Buffer.from(secret).toString('hex')
    const key = holdKey(ed25519Scheme, secret)
    expect(secret.every((b) => b === 0)).toBe(true)
    const everything = JSON.stringify(key) + Object.values(key.account).map((v) => (v instanceof Uint8Array ? Buffer.from(v).toString('hex') : String(v))).join('|')
    expect(everything).not.toContain(hex)
    key.drop()
    await expect(key.account.signMessage(new Uint8Array([1]))).rejects.toBeInstanceOf(EmbeddedKeyError)
    await expect(key.account.signTransactionMessage(new Uint8Array([1]))).rejects.toMatchObject({ reason: 'KEY_DROPPED' })
  })

  it('splits 2-of-3 and rebuilds from any two shares, checked against the address', async () => {
    const secret = ed25519Scheme.generate()
    const address = ed25519Scheme.addressOf(secret)
    const { deviceShare, authShare, recoveryShare } = await splitKey(secret)
    expect(ed25519Scheme.addressOf(await recoverKey(ed25519Scheme, [authShare, recoveryShare], address))).toBe(address)
    expect(ed25519Scheme.addressOf(await recoverKey(ed25519Scheme, [deviceShare, authShare], address))).toBe(address)
    const other = ed25519Scheme.addressOf(ed25519Scheme.generate())
    await expect(recoverKey(ed25519Scheme, [deviceShare, recoveryShare], other)).rejects.toMatchObject({ reason: 'KEY_MISMATCH' })
  })
})
