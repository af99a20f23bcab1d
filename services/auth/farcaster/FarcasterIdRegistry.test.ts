import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { emptyRegistry, testUserRegistry } from './FarcasterIdRegistry'
import { farcasterTestUsers, farcasterThrowawayUser } from './farcasterTestUsers'

describe('testUserRegistry', () => {
  it("answers the fixed test users' and the throwaway users' custody addresses, and no other fid", async () => {
    const registry = testUserRegistry()
    expect(await registry.custodyOf(1001)).toBe(privateKeyToAccount(farcasterTestUsers[0]!.custodyKey).address)
    expect(await registry.custodyOf(900_123)).toBe(privateKeyToAccount(farcasterThrowawayUser(900_123).custodyKey).address)
    expect(await registry.custodyOf(900_124)).not.toBe(await registry.custodyOf(900_123))
    for (const fid of [899_999, 1_000_000, 1003, 900_000.5]) expect(await registry.custodyOf(fid)).toBeUndefined()
    expect(() => farcasterThrowawayUser(1001)).toThrow(RangeError)
  })

  it('the registry of a service without a local stack knows no fid', async () => {
    expect(await emptyRegistry().custodyOf(1001)).toBeUndefined()
    expect(await emptyRegistry().custodyOf(900_123)).toBeUndefined()
  })
})
