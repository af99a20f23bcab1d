import { afterEach, describe, expect, it, vi } from 'vitest'
import { localFlag } from './localFlag'

afterEach(() => vi.unstubAllGlobals())

describe('localFlag', () => {
  it('keeps "1" under its key while on, and nothing while off', () => {
    const items = new Map<string, string>()
    vi.stubGlobal('localStorage', { getItem: (k: string) => items.get(k) ?? null, setItem: (k: string, v: string) => void items.set(k, v), removeItem: (k: string) => void items.delete(k) })
    const flag = localFlag('airlock:test')
    expect(flag.get()).toBe(false)
    flag.set(true)
    expect([...items]).toEqual([['airlock:test', '1']])
    expect(flag.get()).toBe(true)
    flag.set(false)
    expect(items.size).toBe(0)
    expect(flag.get()).toBe(false)
  })

  it('reads off and writes nothing where storage is denied', () => {
    const denied = () => {
      throw new DOMException('Access is denied for this document.', 'SecurityError')
    }
    vi.stubGlobal('localStorage', { getItem: denied, setItem: denied, removeItem: denied })
    const flag = localFlag('airlock:test')
    expect(() => flag.set(true)).not.toThrow()
    expect(flag.get()).toBe(false)
  })
})
