import { describe, expect, it } from 'vitest'
import { hostSolanaSession } from './hostWalletSession'

function memory() {
  const items = new Map<string, string>()
  return { getItem: (k: string) => items.get(k) ?? null, setItem: (k: string, v: string) => void items.set(k, v), removeItem: (k: string) => void items.delete(k), items }
}

describe('hostSolanaSession', () => {
  it('stores, loads and forgets the page wallet a Solana connection used', () => {
    const storage = memory()
    expect(hostSolanaSession.load(storage)).toBeUndefined()
    hostSolanaSession.save({ rdns: 'wallet-standard.solana:Phantom', name: 'Phantom' }, storage)
    expect(hostSolanaSession.load(storage)).toEqual({ rdns: 'wallet-standard.solana:Phantom', name: 'Phantom' })
    hostSolanaSession.save(undefined, storage)
    expect(hostSolanaSession.load(storage)).toBeUndefined()
  })

  it('reads garbage or a partial entry as no session, and survives storage that throws', () => {
    const storage = memory()
    storage.setItem('airlock:solana:session', '{not json')
    expect(hostSolanaSession.load(storage)).toBeUndefined()
    storage.setItem('airlock:solana:session', JSON.stringify({ rdns: 'x' }))
    expect(hostSolanaSession.load(storage)).toBeUndefined()
    const denied = { getItem: () => { throw new Error('denied') }, setItem: () => { throw new Error('denied') }, removeItem: () => { throw new Error('denied') } }
    expect(hostSolanaSession.load(denied)).toBeUndefined()
    expect(() => hostSolanaSession.save({ rdns: 'a', name: 'b' }, denied)).not.toThrow()
  })
})
