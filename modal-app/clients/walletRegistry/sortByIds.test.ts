import { describe, expect, it } from 'vitest'
import { sortByIds } from './sortByIds'

describe('sortByIds', () => {
  it('orders by the given ids and keeps unlisted items last in their order', () => {
    const items = [{ id: 'x' }, { id: 'c' }, { id: 'a' }, { id: 'y' }, { id: 'b' }]
    expect(sortByIds(items, ['b', 'a', 'c']).map((i) => i.id)).toEqual(['b', 'a', 'c', 'x', 'y'])
  })
  it('does not mutate its input', () => {
    const items = [{ id: 'b' }, { id: 'a' }]
    sortByIds(items, ['a', 'b'])
    expect(items.map((i) => i.id)).toEqual(['b', 'a'])
  })
})
