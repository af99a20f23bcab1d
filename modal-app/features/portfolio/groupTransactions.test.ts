import { describe, expect, it } from 'vitest'
import { groupTransactions } from './groupTransactions'
import { isSpamTransaction } from './isSpamTransaction'
import type { Transaction, TransactionTransfer } from '../../state/dataService/portfolioTypes'

const me = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const other = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const eth: TransactionTransfer = { fungible_info: { name: 'Ether', symbol: 'ETH' }, direction: 'in', quantity: { numeric: '1' }, value: 3000, price: 3000 }

function tx(id: string, minedAt: string, patch: Partial<Transaction['metadata']> = {}, transfers: TransactionTransfer[] = [eth]): Transaction {
  return {
    id,
    metadata: { operationType: 'receive', hash: `0x${id}`, minedAt, sentFrom: other, sentTo: me, status: 'confirmed', chain: 'eip155:1', ...patch },
    transfers,
  }
}

describe('groupTransactions (history)', () => {
  it('groups by year and month, newest first', () => {
    const groups = groupTransactions(
      [tx('a', '2024-12-31T23:00:00Z'), tx('b', '2025-02-01T00:00:00Z'), tx('c', '2025-02-20T00:00:00Z'), tx('d', '2025-01-05T00:00:00Z')],
      'eip155:1',
      me,
    )
    expect(groups.map((g) => [g.year, g.month, g.transactions.map((t) => t.id)])).toEqual([
      [2025, 1, ['c', 'b']],
      [2025, 0, ['d']],
      [2024, 11, ['a']],
    ])
  })
  it('keeps only the connected chain and drops duplicates and spam', () => {
    const spam = tx('s', '2025-02-02T00:00:00Z', {}, [{ fungible_info: { name: '', symbol: 'FREE' }, direction: 'in', quantity: { numeric: '1000' }, price: 0 }])
    const groups = groupTransactions(
      [tx('a', '2025-02-01T00:00:00Z'), tx('a', '2025-02-01T00:00:00Z'), tx('b', '2025-02-03T00:00:00Z', { chain: 'eip155:8453' }), spam],
      'eip155:1',
      me,
    )
    expect(groups.flatMap((g) => g.transactions.map((t) => t.id))).toEqual(['a'])
  })
  it('is empty for no transactions', () => {
    expect(groupTransactions([], 'eip155:1')).toEqual([])
  })
})

describe('isSpamTransaction', () => {
  it('honours service flags', () => {
    expect(isSpamTransaction(tx('a', '2025-01-01T00:00:00Z', { spam: true }))).toBe(true)
    expect(isSpamTransaction(tx('a', '2025-01-01T00:00:00Z', {}, [{ ...eth, fungible_info: { name: 'X', symbol: 'X', flags: { is_spam: true } } }]))).toBe(true)
  })
  it('flags unpriced, unnamed airdrops but never what the account sent', () => {
    const airdrop: TransactionTransfer = { fungible_info: { name: 'Claim at scam.example', symbol: 'SCAM' }, direction: 'in', quantity: { numeric: '5' }, price: 0 }
    expect(isSpamTransaction(tx('a', '2025-01-01T00:00:00Z', {}, [airdrop]), me)).toBe(true)
    expect(isSpamTransaction(tx('a', '2025-01-01T00:00:00Z', { sentFrom: me }, [airdrop]), me)).toBe(false)
    expect(isSpamTransaction(tx('a', '2025-01-01T00:00:00Z'), me)).toBe(false)
    expect(isSpamTransaction(tx('a', '2025-01-01T00:00:00Z', {}, []), me)).toBe(false)
  })
})
