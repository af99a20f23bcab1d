import { cryptoWaitReady, encodeAddress } from '@polkadot/util-crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import { ss58Encode } from './ss58Encode'

beforeAll(async () => {
  await cryptoWaitReady()
})

describe('ss58Encode', () => {
  it('gives the address @polkadot/util-crypto gives, for one- and two-byte prefixes', () => {
    for (let i = 0; i < 20; i++) {
      const key = crypto.getRandomValues(new Uint8Array(32))
      for (const prefix of [0, 2, 42, 63, 64, 1284, 16383]) expect(ss58Encode(key, prefix)).toBe(encodeAddress(key, prefix))
    }
  })

  it('refuses a key that is not 32 bytes and a prefix out of range', () => {
    expect(() => ss58Encode(new Uint8Array(31), 0)).toThrow(RangeError)
    expect(() => ss58Encode(new Uint8Array(32), 16384)).toThrow(RangeError)
  })
})
