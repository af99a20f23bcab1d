import { describe, expect, it } from 'vitest'
import { markOnrampPurchases } from './markOnrampPurchases'
import type { Transaction } from '../../state/dataService/portfolioTypes'

const tx = (hash: string, operationType: string, minedAt = '2026-11-24T10:00:00.000Z') =>
  ({ id: `eip155:1:${hash}`, metadata: { operationType, hash, minedAt, sentFrom: '0xa', sentTo: '0xb', status: 'confirmed', nonce: 0, chain: 'eip155:1' }, transfers: [] }) as unknown as Transaction

describe('markOnrampPurchases', () => {
  it('replaces the delivery transfer by its purchase and adds purchases the history lacks', () => {
    const history = [tx('0xAA', 'receive'), tx('0xbb', 'send')]
    const purchases = [tx('0xaa', 'buy'), tx('0xcc', 'buy')]
    expect(markOnrampPurchases(history, purchases).map((t) => `${t.metadata.hash}:${t.metadata.operationType}`)).toEqual(['0xaa:buy', '0xbb:send', '0xcc:buy'])
  })

  it('leaves the history as it is without purchases', () => {
    const history = [tx('0xaa', 'receive')]
    expect(markOnrampPurchases(history, [])).toEqual(history)
  })
})
