import { describe, expect, it } from 'vitest'
import { addressOfProfile } from './addressOfProfile'

const profile = { name: 'alice.airlock', addresses: { '60': { address: '0xA' }, '2147492101': { address: '0xB' } }, attributes: {}, created_at: 0 }

describe('addressOfProfile', () => {
  it("prefers the network's coin type and falls back to mainnet's", () => {
    expect(addressOfProfile(profile, 2147492101)).toBe('0xB')
    expect(addressOfProfile(profile, 2147525809)).toBe('0xA')
    expect(addressOfProfile(null, 60)).toBeUndefined()
  })
})
