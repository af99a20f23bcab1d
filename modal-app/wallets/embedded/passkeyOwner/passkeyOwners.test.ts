// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest'
import { passkeyOwners } from './passkeyOwners'

const publicKey = `0x${'ab'.repeat(64)}` as const

describe('passkeyOwners', () => {
  beforeEach(() => {
    localStorage.clear()
    passkeyOwners.memory.clear()
  })

  it('keeps a passkey per account and network across a reload (memory dropped), and tells subscribers', () => {
    let told = 0
    const stop = passkeyOwners.subscribe(() => void told++)
    passkeyOwners.set('0xAbC', 'eip155:1', { id: 'cred-1', publicKey })
    stop()
    passkeyOwners.set('0xabc', 'eip155:8453', { id: 'cred-2', publicKey })
    expect(told).toBe(1)
    passkeyOwners.memory.clear()
    expect(passkeyOwners.get('0xabc', 'eip155:1')).toEqual({ id: 'cred-1', publicKey })
    expect(passkeyOwners.get('0xABC', 'eip155:8453')?.id).toBe('cred-2')
    expect(passkeyOwners.get('0xabc', 'eip155:10')).toBeUndefined()
  })

  it('ignores a stored entry that is not a passkey (no id, a short key) and survives a torn value', () => {
    localStorage.setItem('airlock:embedded:passkeyOwners', JSON.stringify({ '0xabc@eip155:1': { id: '', publicKey }, '0xabc@eip155:8453': { id: 'x', publicKey: '0x04' } }))
    expect(passkeyOwners.get('0xabc', 'eip155:1')).toBeUndefined()
    expect(passkeyOwners.get('0xabc', 'eip155:8453')).toBeUndefined()
    localStorage.setItem('airlock:embedded:passkeyOwners', '{torn')
    expect(passkeyOwners.get('0xabc', 'eip155:1')).toBeUndefined()
    passkeyOwners.set('0xabc', 'eip155:1', { id: 'cred-1', publicKey })
    expect(passkeyOwners.get('0xabc', 'eip155:1')?.id).toBe('cred-1')
  })
})
