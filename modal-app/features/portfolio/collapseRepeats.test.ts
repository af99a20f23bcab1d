import { describe, expect, it } from 'vitest'
import { collapseRepeats } from './collapseRepeats'
import type { Transaction, TransactionTransfer } from '../../state/dataService/portfolioTypes'

const deployer = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const token = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const ausd: TransactionTransfer = { fungible_info: { symbol: 'AUSD' }, direction: 'in', quantity: { numeric: '1' } }

function tx(id: string, operationType: string, patch: Partial<Transaction['metadata']> = {}, transfers: TransactionTransfer[] = []): Transaction {
  return { id, metadata: { operationType, hash: `0x${id}`, minedAt: '2026-11-28T10:00:00Z', sentFrom: deployer, sentTo: token, status: 'confirmed', chain: 'eip155:1', ...patch }, transfers }
}

const shape = (list: readonly Transaction[]) => collapseRepeats(list).map((e) => `${e.tx.id}×${e.count}`)

describe('collapseRepeats', () => {
  it('folds a run of identical calls and deployments into one row each, newest standing for the run', () => {
    const list = [tx('m6', 'execute'), tx('m5', 'execute'), tx('m4', 'execute'), tx('mint', 'mint', {}, [ausd]), tx('d2', 'deploy', { sentTo: '' }), tx('d1', 'deploy', { sentTo: '' })]
    expect(shape(list)).toEqual(['m6×3', 'mint×1', 'd2×2'])
  })

  it('keeps rows apart that differ in target, status or sender, and runs that are not neighbours', () => {
    const other = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
    const list = [tx('a', 'execute'), tx('b', 'execute', { sentTo: other }), tx('c', 'execute', { sentTo: other, status: 'failed' }), tx('d', 'execute', { sentTo: other, status: 'failed', sentFrom: other }), tx('e', 'execute')]
    expect(shape(list)).toEqual(['a×1', 'b×1', 'c×1', 'd×1', 'e×1'])
  })

  it('never folds movements: identical payments (and anything checked for poisoning) keep their rows', () => {
    expect(shape([tx('p1', 'receive', {}, [ausd]), tx('p2', 'receive', {}, [ausd])])).toEqual(['p1×1', 'p2×1'])
    expect(collapseRepeats([])).toEqual([])
  })
})
