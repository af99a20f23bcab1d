import { describe, expect, it } from 'vitest'
import { connectorsAdded, connectorsSlice, mergeConnectors } from './connectorsSlice'

describe('connectors (de-duplicated by id, newer first)', () => {
  it('keeps the newer connector of an id, in front', () => {
    expect(mergeConnectors([{ id: 'a', n: 1 }, { id: 'b', n: 1 }], [{ id: 'a', n: 2 }, { id: 'c', n: 2 }])).toEqual([
      { id: 'a', n: 2 },
      { id: 'c', n: 2 },
      { id: 'b', n: 1 },
    ])
  })
  it('applies through the slice', () => {
    const one = { id: 'a', name: 'A', type: 'INJECTED' as const, chain: 'eip155' as const }
    let state = connectorsSlice.reducer(undefined, connectorsAdded([one]))
    state = connectorsSlice.reducer(state, connectorsAdded([{ ...one, name: 'A2' }]))
    expect(state.list).toEqual([{ ...one, name: 'A2' }])
  })
})
