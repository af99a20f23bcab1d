import { bytesToHex, recoverMessageAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import { holdKey } from './holdKey'
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
})
