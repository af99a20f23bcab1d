import { describe, expect, it } from 'vitest'
import { describeTransaction } from './describeTransaction'
import type { Transaction, TransactionTransfer } from '../../state/dataService/portfolioTypes'

const me = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const friend = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const token = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const exchange = '0x0A1b2C3d4E5f60718293a4B5c6D7e8F901234567'

const move = (direction: TransactionTransfer['direction'], numeric: string, symbol: string, counterparty?: string): TransactionTransfer => ({
  fungible_info: { name: symbol, symbol },
  direction,
  quantity: { numeric },
  ...(counterparty ? { counterparty } : {}),
})

function tx(operationType: string, transfers: TransactionTransfer[], patch: Partial<Transaction['metadata']> = {}): Transaction {
  return { id: operationType, metadata: { operationType, hash: '0x1', minedAt: '2026-11-28T10:00:00Z', sentFrom: me, sentTo: token, status: 'confirmed', chain: 'eip155:1', ...patch }, transfers }
}

describe('describeTransaction', () => {
  it('names a token transfer\'s recipient, not the token contract it called', () => {
    expect(describeTransaction(tx('send', [move('out', '5', 'AUSD', friend)]))).toEqual({ title: 'Sent', counterparty: friend, relation: 'to', amounts: '-5 AUSD' })
  })

  it('names the recipient of a failed transfer and the spender of an approval from the decoded call', () => {
    expect(describeTransaction(tx('send', [], { status: 'failed', counterparty: friend }))).toMatchObject({ counterparty: friend, relation: 'to' })
    expect(describeTransaction(tx('approve', [], { counterparty: exchange }))).toMatchObject({ title: 'Approved', counterparty: exchange, relation: 'for' })
  })

  it('reads a swap as what went out for what came back, with thousands separators', () => {
    const swap = tx('trade', [move('out', '0.5', 'ETH', exchange), move('in', '1488.123456', 'AUSD', exchange)], { sentTo: exchange })
    expect(describeTransaction(swap)).toEqual({ title: 'Swapped 0.5 ETH for 1,488.123 AUSD', counterparty: '', relation: 'to', amounts: '-0.5 ETH, +1,488.123 AUSD' })
  })

  it('reads an on-ramp purchase as bought, from its provider', () => {
    expect(describeTransaction(tx('buy', [move('in', '0.032833', 'ETH')], { sentFrom: friend, sentTo: me }))).toEqual({ title: 'Bought', counterparty: friend, relation: 'from', amounts: '+0.032 ETH' })
  })

  it('names no one for a deployment and keeps unknown operation types as they are', () => {
    expect(describeTransaction(tx('deploy', [], { sentTo: '' }))).toMatchObject({ title: 'Deployed', counterparty: '', amounts: '' })
    expect(describeTransaction(tx('bridge', [move('out', '1', 'ETH', friend)])).title).toBe('bridge')
  })
})
