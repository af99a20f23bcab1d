import { describe, expect, it } from 'vitest'
import { readableFields } from './readableFields'

describe('readableFields', () => {
  it('labels fields in words, nests structs and shows Unix times as dates with the number', () => {
    const fields = readableFields({
      details: { token: '0x5FbD', amount: '1000', expiration: 1_795_939_200 },
      spender: '0x7099',
      sigDeadline: '1795939200',
      nonce: 1_795_939_200,
    })
    expect(fields).toEqual([
      { label: 'Details', value: '', depth: 0 },
      { label: 'Token', value: '0x5FbD', depth: 1 },
      { label: 'Amount', value: '1000', depth: 1 },
      { label: 'Expiration', value: '29 Nov 2026, 08:00 UTC (1795939200)', depth: 1 },
      { label: 'Spender', value: '0x7099', depth: 0 },
      { label: 'Sig deadline', value: '29 Nov 2026, 08:00 UTC (1795939200)', depth: 0 },
      // Not a time-named field: the number stays a number.
      { label: 'Nonce', value: '1795939200', depth: 0 },
    ])
  })

  it('numbers list items, and keeps a time out of range as it came', () => {
    expect(readableFields({ to: ['a', 'b'], deadline: 5, note: null, empty: [] })).toEqual([
      { label: 'To', value: '', depth: 0 },
      { label: '#1', value: 'a', depth: 1 },
      { label: '#2', value: 'b', depth: 1 },
      { label: 'Deadline', value: '5', depth: 0 },
      { label: 'Note', value: '—', depth: 0 },
      { label: 'Empty', value: '[]', depth: 0 },
    ])
    expect(readableFields('text')).toEqual([])
  })
})
