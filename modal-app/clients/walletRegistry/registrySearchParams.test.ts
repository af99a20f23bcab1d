import { describe, expect, it } from 'vitest'
import { registrySearchParams } from './registrySearchParams'

describe('registrySearchParams', () => {
  it('always carries projectId, st and sv with the spec defaults', () => {
    expect(registrySearchParams({ projectId: 'airlock-demo' }).toString()).toBe('projectId=airlock-demo&st=appkit&sv=html-wagmi-4.2.2')
  })
  it('joins lists with commas and leaves empty fields out', () => {
    const params = registrySearchParams({ projectId: 'p', st: 'x', sv: 'y' }, { page: 2, entries: 40, exclude: ['a', 'b'], include: [], search: '' })
    expect(Object.fromEntries(params)).toEqual({ projectId: 'p', st: 'x', sv: 'y', page: '2', entries: '40', exclude: 'a,b' })
  })
})
