import { describe, expect, it } from 'vitest'
import { sessionAccounts } from './sessionAccounts'

const A = '0x1111111111111111111111111111111111111111'
const B = '0x2222222222222222222222222222222222222222'

describe('sessionAccounts', () => {
  it('takes the first account and its chain when nothing is preferred', () => {
    const [eth] = sessionAccounts({ eip155: { accounts: [`eip155:1:${A}`, `eip155:8453:${A}`] } })
    expect(eth).toEqual({
      namespace: 'eip155', caipNetworkId: 'eip155:1', address: A, caipAddress: `eip155:1:${A}`, addresses: [A], approvedCaipNetworkIds: ['eip155:1', 'eip155:8453'],
    })
  })
  it('keeps the preferred chain when the wallet approved it, else falls back', () => {
    expect(sessionAccounts({ eip155: { accounts: [`eip155:1:${A}`, `eip155:8453:${A}`] } }, { eip155: 'eip155:8453' })[0]?.caipNetworkId).toBe('eip155:8453')
    expect(sessionAccounts({ eip155: { accounts: [`eip155:1:${A}`] } }, { eip155: 'eip155:8453' })[0]?.caipNetworkId).toBe('eip155:1')
  })
  it('uses the hinted address (as the wallet spells it when listed), the others after it', () => {
    const ns = { eip155: { accounts: [`eip155:1:${A}`, `eip155:1:${B}`] } }
    expect(sessionAccounts(ns, {}, { eip155: B.toUpperCase().replace('0X', '0x') })[0]).toMatchObject({ address: B, addresses: [B, A] })
    const C = '0x3333333333333333333333333333333333333333'
    expect(sessionAccounts(ns, {}, { eip155: C })[0]).toMatchObject({ address: C, caipAddress: `eip155:1:${C}`, addresses: [C, A, B] })
  })
  it('reads solana and chain-keyed namespaces and skips malformed accounts', () => {
    const out = sessionAccounts({ 'eip155:1': { accounts: [`eip155:1:${A}`, 'broken'] }, solana: { accounts: ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin'] } })
    expect(out.map((a) => a.namespace)).toEqual(['eip155', 'solana'])
    expect(out[1]?.address).toBe('9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin')
  })
  it('returns nothing for an empty session', () => {
    expect(sessionAccounts({})).toEqual([])
  })
})
