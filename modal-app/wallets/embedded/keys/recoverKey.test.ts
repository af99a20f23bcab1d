import { bytesToHex } from 'viem'
import { describe, expect, it } from 'vitest'
import { EmbeddedKeyError } from './EmbeddedKeyError'
import { recoverKey } from './recoverKey'
import { secp256k1Scheme } from './secp256k1Scheme'
import { splitKey, type KeyShares } from './splitKey'

async function freshKey() {
  const secret = secp256k1Scheme.generate()
  return { secret: bytesToHex(secret), address: secp256k1Scheme.addressOf(secret), shares: await splitKey(secret) }
}

const pairs: Array<[keyof KeyShares, keyof KeyShares]> = [
  ['deviceShare', 'authShare'],
  ['authShare', 'deviceShare'],
  ['authShare', 'recoveryShare'],
  ['recoveryShare', 'authShare'],
  ['deviceShare', 'recoveryShare'],
  ['recoveryShare', 'deviceShare'],
]

async function reasonOf(promise: Promise<unknown>): Promise<string | undefined> {
  try {
    await promise
    return undefined
  } catch (error) {
    expect(error).toBeInstanceOf(EmbeddedKeyError)
    return (error as EmbeddedKeyError).reason
  }
}

describe('recoverKey', () => {
  it.each(pairs)('%s + %s rebuild the same secret and address', async (first, second) => {
    const key = await freshKey()
    const secret = await recoverKey(secp256k1Scheme, [key.shares[first], key.shares[second]], key.address)
    expect(bytesToHex(secret)).toBe(key.secret)
    expect(secp256k1Scheme.addressOf(secret)).toBe(key.address)
  })

  it('accepts the stored address in any letter case', async () => {
    const key = await freshKey()
    const secret = await recoverKey(secp256k1Scheme, [key.shares.authShare, key.shares.recoveryShare], key.address.toLowerCase())
    expect(bytesToHex(secret)).toBe(key.secret)
  })

  it("detects a share of another key: KEY_MISMATCH naming both addresses, never a secret", async () => {
    const key = await freshKey()
    const other = await freshKey()
    let error: unknown
    try {
      await recoverKey(secp256k1Scheme, [key.shares.deviceShare, other.shares.authShare], key.address)
    } catch (e) {
      error = e
    }
    expect(error).toMatchObject({ reason: 'KEY_MISMATCH', code: -32603, data: { reason: 'KEY_MISMATCH', expected: key.address } })
    const text = JSON.stringify(error) + String(error)
    expect(text).not.toContain(key.secret.slice(2))
    expect(text).not.toContain(other.secret.slice(2))
  })

  it('detects a tampered share and an address that is not the stored one', async () => {
    const key = await freshKey()
    const tampered = key.shares.authShare.slice()
    tampered[0] = tampered[0]! ^ 1
    expect(await reasonOf(recoverKey(secp256k1Scheme, [key.shares.deviceShare, tampered], key.address))).toBe('KEY_MISMATCH')
    const someoneElse = (await freshKey()).address
    expect(await reasonOf(recoverKey(secp256k1Scheme, [key.shares.deviceShare, key.shares.authShare], someoneElse))).toBe('KEY_MISMATCH')
  })

  it('rejects malformed shares with SHARES_INVALID: the same share twice, a wrong length', async () => {
    const key = await freshKey()
    expect(await reasonOf(recoverKey(secp256k1Scheme, [key.shares.authShare, key.shares.authShare.slice()], key.address))).toBe('SHARES_INVALID')
    expect(await reasonOf(recoverKey(secp256k1Scheme, [key.shares.authShare.slice(1), key.shares.deviceShare.slice(1)], key.address))).toBe('SHARES_INVALID')
    expect(await reasonOf(recoverKey(secp256k1Scheme, [key.shares.authShare, new Uint8Array(0)], key.address))).toBe('SHARES_INVALID')
  })
})
