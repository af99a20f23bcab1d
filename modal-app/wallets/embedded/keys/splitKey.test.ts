import { combine } from 'shamir-secret-sharing'
import { bytesToHex } from 'viem'
import { describe, expect, it } from 'vitest'
import { secp256k1Scheme } from './secp256k1Scheme'
import { splitKey } from './splitKey'

describe('splitKey', () => {
  it('gives three distinct 33-byte shares, any two of which combine to the secret', async () => {
    const secret = secp256k1Scheme.generate()
    const { deviceShare, authShare, recoveryShare } = await splitKey(secret)
    for (const share of [deviceShare, authShare, recoveryShare]) expect(share).toHaveLength(33)
    expect(new Set([deviceShare, authShare, recoveryShare].map((share) => bytesToHex(share))).size).toBe(3)
    for (const pair of [[deviceShare, authShare], [authShare, recoveryShare], [deviceShare, recoveryShare]]) {
      expect(bytesToHex(await combine(pair))).toBe(bytesToHex(secret))
    }
  })

  it('leaves the secret with the caller, unchanged', async () => {
    const secret = secp256k1Scheme.generate()
    const copy = bytesToHex(secret)
    await splitKey(secret)
    expect(bytesToHex(secret)).toBe(copy)
  })

  it('no single share contains the secret', async () => {
    const secret = secp256k1Scheme.generate()
    const hex = bytesToHex(secret).slice(2)
    const shares = Object.values(await splitKey(secret))
    for (const share of shares) expect(bytesToHex(share)).not.toContain(hex)
  })
})
