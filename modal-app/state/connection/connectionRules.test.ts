import { describe, expect, it } from 'vitest'
import { statusAfterConnect, statusAfterRestore, statusAtStart } from './connectionRules'
import { addRecentWallet, loadRecentWallets, saveRecentWallets } from './recentWallets'
import { loadSession, saveSession } from './storedSession'

function memoryStorage() {
  const map = new Map<string, string>()
  return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v), removeItem: (k: string) => void map.delete(k) }
}

describe('connection status transitions', () => {
  it('a stored connected starts as connecting, anything else as disconnected', () => {
    expect(statusAtStart('connected')).toBe('connecting')
    expect(statusAtStart('connecting')).toBe('disconnected')
    expect(statusAtStart(undefined)).toBe('disconnected')
  })
  it('connecting ends connected; a failure returns to the current connection or disconnected', () => {
    expect(statusAfterConnect({ ok: true, hasCurrentConnection: false })).toBe('connected')
    expect(statusAfterConnect({ ok: false, hasCurrentConnection: true })).toBe('connected')
    expect(statusAfterConnect({ ok: false, hasCurrentConnection: false })).toBe('disconnected')
  })
  it('a restore is connected only when the wallet still lists an account', () => {
    expect(statusAfterRestore(['0xabc'])).toBe('connected')
    expect(statusAfterRestore([])).toBe('disconnected')
    expect(statusAfterRestore(undefined)).toBe('disconnected')
  })
})

describe('recent wallets (at most 2)', () => {
  it('keeps the newest two, de-duplicated by id or rdns', () => {
    let list = addRecentWallet([], { id: 'a', name: 'A', rdns: 'dev.a' })
    list = addRecentWallet(list, { id: 'b', name: 'B' })
    list = addRecentWallet(list, { id: 'a2', name: 'A again', rdns: 'dev.a' })
    expect(list.map((w) => w.id)).toEqual(['a2', 'b'])
    list = addRecentWallet(list, { id: 'c', name: 'C' })
    expect(list.map((w) => w.id)).toEqual(['c', 'a2'])
  })
  it('round-trips through storage and survives garbage', () => {
    const storage = memoryStorage()
    saveRecentWallets([{ id: 'a', name: 'A', rdns: 'dev.a', imageUrl: 'data:x' }], storage)
    expect(loadRecentWallets(storage)).toEqual([{ id: 'a', name: 'A', rdns: 'dev.a' }])
    storage.setItem('airlock:recentWallets', '{bad')
    expect(loadRecentWallets(storage)).toEqual([])
  })
})

describe('stored session', () => {
  it('saves, loads and forgets', () => {
    const storage = memoryStorage()
    expect(loadSession(storage)).toBeUndefined()
    saveSession({ status: 'connected', connectorId: 'dev.w', rdns: 'dev.w', name: 'W' }, storage)
    expect(loadSession(storage)).toEqual({ status: 'connected', connectorId: 'dev.w', rdns: 'dev.w', name: 'W' })
    saveSession(undefined, storage)
    expect(loadSession(storage)).toBeUndefined()
  })
})
