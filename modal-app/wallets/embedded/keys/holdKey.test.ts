import { bytesToHex, recoverMessageAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import { holdKey } from './holdKey'
import { ed25519Scheme } from './ed25519Scheme'
import { secp256k1Scheme } from './secp256k1Scheme'

describe('holdKey', () => {
  it("zeroes the caller's secret and signs as its address", async () => {
    const secret = secp256k1Scheme.generate()
    const address = secp256k1Scheme.addressOf(secret)
    const key = holdKey(secp256k1Scheme, secret)
    expect(secret.every((b) => b === 0)).toBe(true)
    expect(key.address).toBe(address)
    const signature = await key.account.signMessage({ message: 'm' })
    expect(await recoverMessageAddress({ message: 'm', signature })).toBe(address)
  })

  it('serialises to its curve and address only', () => {
    const secret = secp256k1Scheme.generate()
    const hex = bytesToHex(secret).slice(2)
    const key = holdKey(secp256k1Scheme, secret)
    expect(JSON.parse(JSON.stringify(key))).toEqual({ curve: 'secp256k1', address: key.address })
    expect(JSON.stringify({ key, account: key.account })).not.toContain(hex)
  })

  it('signs no more after drop', async () => {
    const key = holdKey(secp256k1Scheme, secp256k1Scheme.generate())
    key.drop()
    await expect(key.account.signMessage({ message: 'm' })).rejects.toMatchObject({ reason: 'KEY_DROPPED' })
  })

  it('exports a copy of the secret that controls its address, and nothing after drop', () => {
    const secret = secp256k1Scheme.generate()
    const original = secret.slice()
    const key = holdKey(secp256k1Scheme, secret)
    const exported = key.exportSecret()
    expect(exported).toEqual(original)
    expect(secp256k1Scheme.addressOf(exported)).toBe(key.address)
    // A caller zeroing its copy (as the Export view does) leaves the held key intact.
    exported.fill(0)
    expect(key.exportSecret()).toEqual(original)
    // The capability is not data: it never serialises, and the secret is in no field.
    expect(JSON.stringify(key)).not.toContain(bytesToHex(original).slice(2))
    expect(Object.values(key).some((v) => v instanceof Uint8Array)).toBe(false)
    key.drop()
    expect(() => key.exportSecret()).toThrow(expect.objectContaining({ reason: 'KEY_DROPPED' }))
  })

  it('exports the Solana seed the same way', () => {
    const secret = ed25519Scheme.generate()
    const original = secret.slice()
    const key = holdKey(ed25519Scheme, secret)
    expect(ed25519Scheme.addressOf(key.exportSecret())).toBe(key.address)
    expect(key.exportSecret()).toEqual(original)
    key.drop()
    expect(() => key.exportSecret()).toThrow(expect.objectContaining({ reason: 'KEY_DROPPED' }))
  })
})
