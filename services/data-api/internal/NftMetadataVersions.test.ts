import { describe, expect, it } from 'vitest'
import { NftMetadataVersions } from './NftMetadataVersions'

const A = '0xAbC0000000000000000000000000000000000001'
const B = '0x0000000000000000000000000000000000000002'
const ALL = 2n ** 256n - 1n

describe('NftMetadataVersions', () => {
  it('answers the block of the latest update covering a token: single or batch, per contract, 0n for none', () => {
    const v = new NftMetadataVersions()
    expect(v.of(A, 1n)).toBe(0n)
    v.update(A, 1n, 1n, 10n)
    v.update(A.toLowerCase(), 3n, 5n, 12n)
    expect([v.of(A, 1n), v.of(A, 2n), v.of(A, 3n), v.of(A, 5n), v.of(A, 6n), v.of(B, 1n)]).toEqual([10n, 0n, 12n, 12n, 0n, 0n])
    // A later single update wins over an older batch, and a later batch over an older single.
    v.update(A, 4n, 4n, 20n)
    v.update(A, 0n, 1n, 30n)
    expect([v.of(A, 4n), v.of(A, 5n), v.of(A, 1n)]).toEqual([20n, 12n, 30n])
  })

  it('takes the whole-collection range (0 to uint256 max) for every token, and forgets everything on clear', () => {
    const v = new NftMetadataVersions()
    v.update(A, 3n, 5n, 12n)
    v.update(A, 0n, ALL, 40n)
    expect([v.of(A, 4n), v.of(A, 10n ** 30n), v.of(B, 4n)]).toEqual([40n, 40n, 0n])
    v.clear()
    expect(v.of(A, 4n)).toBe(0n)
  })
})
