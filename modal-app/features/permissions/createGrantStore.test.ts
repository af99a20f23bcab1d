import type { Address } from 'viem'
import { describe, expect, it } from 'vitest'
import { createGrantStore } from './createGrantStore'

const account = '0x1111111111111111111111111111111111111111' as Address
const other = '0x2222222222222222222222222222222222222222' as Address
const grant = { chainId: 1, expiry: 1_000, nativeAllowance: 10n, tokenAllowances: {}, callTargets: [] }
const at = { chainId: 1, nowSeconds: 1 }

describe('createGrantStore', () => {
  it('books spend per grant, is bound to its account, and a revoked grant refuses everything', () => {
    const grants = createGrantStore()
    const context = grants.grant(grant, account)
    expect(context).toMatch(/^0x[0-9a-f]{64}$/)
    grants.use(context, account, [{ to: other, value: 6n }], at)
    expect(() => grants.use(context, account, [{ to: other, value: 6n }], at)).toThrow("Call 1 sends more than the permission's native allowance.")
    // A refused batch books nothing: 4 remain.
    grants.use(context, account, [{ to: other, value: 4n }], at)
    expect(() => grants.use(context, other, [{ to: other, value: 0n }], at)).toThrow(expect.objectContaining({ code: 4100 }))
    expect(grants.revoke(context)).toBe(true)
    expect(grants.revoke(context)).toBe(false)
    expect(() => grants.use(context, account, [{ to: other, value: 0n }], at)).toThrow('No such permission for this account (revoked or never granted).')
  })
})
