import { describe, expect, it } from 'vitest'
import { formatCounterparty } from './formatCounterparty'
import { knownContacts } from './knownContacts'
import type { Transaction, TransactionTransfer } from '../../state/dataService/portfolioTypes'
import { suspectReason } from './suspectReason'

const me = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const alice = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
// The poisoner's look-alike: the same first 2 and last 6 hex characters as Alice's address.
const lookAlike = '0x70ab4f3e2d1c0b9a8f7e6d5c4b3a2f1e0ddc79C8'
const attacker = '0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc'
const token = '0x5FbDB2315678afecb367f032d93F642f64180aa3'

const ausd = (numeric: string, direction: TransactionTransfer['direction'], counterparty: string): TransactionTransfer => ({
  fungible_info: { name: 'Airlock USD', symbol: 'AUSD' }, direction, quantity: { numeric }, price: 1, value: Number(numeric), counterparty,
})
function tx(id: string, sentFrom: string, sentTo: string, transfers: TransactionTransfer[], operationType = 'receive'): Transaction {
  return { id, metadata: { operationType, hash: `0x${id}`, minedAt: '2026-11-28T00:00:00Z', sentFrom, sentTo, status: 'confirmed', chain: 'eip155:1' }, transfers }
}

const paidAlice = tx('paid', me, token, [ausd('25', 'out', alice)], 'send')
const zeroFromLookAlike = tx('zero', lookAlike, token, [ausd('0', 'in', lookAlike)])
// transferFrom(me, lookAlike, 0) sent by someone else: an "outgoing" entry the account never made.
const zeroToLookAlike = tx('zeroOut', attacker, token, [ausd('0', 'out', lookAlike)], 'send')
const dustFromLookAlike = tx('dust', lookAlike, token, [ausd('0.000001', 'in', lookAlike)])

describe('address poisoning in Activity, as the poisoner sends it', () => {
  const known = knownContacts([paidAlice, zeroFromLookAlike, zeroToLookAlike, dustFromLookAlike], me)

  it('knows whom the account paid, and no one who merely sent to it', () => {
    expect(known.has(alice.toLowerCase())).toBe(true)
    expect(known.has(lookAlike.toLowerCase())).toBe(false)
  })
  it('marks zero-value and dust transfers from a look-alike, in and out, and never what the account sent', () => {
    expect(suspectReason(zeroFromLookAlike, me, known)).toBe('zero-value')
    expect(suspectReason(zeroToLookAlike, me, known)).toBe('zero-value')
    expect(suspectReason(dustFromLookAlike, me, known)).toBe('dust')
    expect(suspectReason(paidAlice, me, known)).toBeUndefined()
    expect(suspectReason(tx('real', attacker, token, [ausd('40', 'in', attacker)]), me, known)).toBeUndefined()
    // From a known contact, even a zero-value entry is theirs to send.
    expect(suspectReason(tx('z', alice, token, [ausd('0', 'in', alice)]), me, known)).toBeUndefined()
  })
  it("labels a known contact with the visitor's label, never the look-alike", () => {
    const labelled = knownContacts([], me, { [alice]: 'Alice' })
    expect(labelled.get(alice.toLowerCase())).toBe('Alice')
    expect(labelled.get(lookAlike.toLowerCase())).toBeUndefined()
  })
  it('writes the look-alike and the contact differently: 4 + 6 hex characters after 0x', () => {
    expect(formatCounterparty(alice)).toBe('0x7099…dc79C8')
    expect(formatCounterparty(lookAlike)).toBe('0x70ab…dc79C8')
    expect(formatCounterparty('9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM')).toBe('9WzD…YtAWWM')
  })
  it('treats a Solana dust transfer from an unknown address the same way', () => {
    const solMe = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'
    const stranger = 'HN7cABqLq46Es1jh92dQQisAq662SmxELLLsHHe4YWrH'
    const sol: TransactionTransfer = { fungible_info: { name: 'SOL', symbol: 'SOL' }, direction: 'in', quantity: { numeric: '0.000001' }, price: 150, value: 0.00015 }
    const entry = { ...tx('s', stranger, solMe, [sol]), metadata: { ...tx('s', stranger, solMe, [sol]).metadata, chain: 'solana:local' } }
    expect(suspectReason(entry, solMe, knownContacts([], solMe))).toBe('dust')
    expect(suspectReason(entry, solMe, knownContacts([], solMe, { [stranger]: 'Bob' }))).toBeUndefined()
  })
})
