import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { testAccounts } from '../fixtures/chains/testAccounts'
import { aaKeys } from './aaKeys'

describe('aaKeys', () => {
  it('are four distinct keys, none of them a test account anybody else sends from', () => {
    const keys = Object.values(aaKeys)
    for (const k of keys) expect(privateKeyToAccount(k.privateKey).address).toBe(k.address)
    expect(new Set(keys.map((k) => k.address)).size).toBe(4)
    for (const k of keys) expect(testAccounts.map((a) => a.address)).not.toContain(k.address)
  })
})
