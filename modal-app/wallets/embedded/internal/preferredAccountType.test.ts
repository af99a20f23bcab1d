// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest'
import { preferredAccountType } from './preferredAccountType'

describe('preferredAccountType', () => {
  beforeEach(() => {
    localStorage.clear()
    preferredAccountType.memory.clear()
  })

  it('is unset before the first connect, then keeps the choice per owner across a reload (memory dropped)', () => {
    expect(preferredAccountType.get('0xAbC')).toBeUndefined()
    preferredAccountType.set('0xAbC', 'eoa')
    preferredAccountType.set('0xdef', 'smartAccount')
    preferredAccountType.memory.clear()
    expect(preferredAccountType.get('0xabc')).toBe('eoa')
    expect(preferredAccountType.get('0xDEF')).toBe('smartAccount')
  })

  it('ignores a stored value that is not a type and survives a torn entry', () => {
    localStorage.setItem('airlock:embedded:accountType', JSON.stringify({ '0xabc': 'admin' }))
    expect(preferredAccountType.get('0xabc')).toBeUndefined()
    localStorage.setItem('airlock:embedded:accountType', '{torn')
    expect(preferredAccountType.get('0xabc')).toBeUndefined()
    preferredAccountType.set('0xabc', 'eoa')
    expect(preferredAccountType.get('0xabc')).toBe('eoa')
  })
})
