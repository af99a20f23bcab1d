import { cryptoWaitReady, encodeAddress } from '@polkadot/util-crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import { ss58Decode } from './ss58Decode'

beforeAll(async () => {
  await cryptoWaitReady()
})

describe('ss58Decode', () => {
  it('reads back what @polkadot/util-crypto encodes, prefix and key', () => {
    for (let i = 0; i < 10; i++) {
      const key = crypto.getRandomValues(new Uint8Array(32))
      for (const prefix of [0, 2, 42, 64, 1284, 16383]) expect(ss58Decode(encodeAddress(key, prefix))).toEqual({ prefix, publicKey: key })
    }
  })

  it('refuses a broken checksum, a wrong length, foreign characters and non-strings', () => {
    const good = encodeAddress(new Uint8Array(32).fill(7), 0)
    const last = good.at(-1) === 'a' ? 'b' : 'a'
    expect(ss58Decode(good.slice(0, -1) + last)).toBeNull()
    expect(ss58Decode(good.slice(0, -2))).toBeNull()
    expect(ss58Decode(good.slice(0, -1) + '0')).toBeNull()
    expect(ss58Decode(42)).toBeNull()
    // A 33-byte (ecdsa public key) SS58 account is not a 32-byte account id.
    expect(ss58Decode(encodeAddress(new Uint8Array(33).fill(2), 0))).toBeNull()
  })
})
