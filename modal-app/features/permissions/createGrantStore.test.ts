import type { Address } from 'viem'
import { describe, expect, it } from 'vitest'
import { createGrantStore } from './createGrantStore'

const account = '0x1111111111111111111111111111111111111111' as Address
const other = '0x2222222222222222222222222222222222222222' as Address
const token = '0x3333333333333333333333333333333333333333'
const grant = { chainId: 1, expiry: 1_000, nativeAllowance: 10n, tokenAllowances: {}, callTargets: [] }
const dapp = 'https://dapp.example'
const at = { chainId: 1, nowSeconds: 1, origin: dapp }

/** An in-memory Storage stand-in (the modal origin's localStorage in the browser). */
function memoryStorage() {
  const items = new Map<string, string>()
  return { items, getItem: (k: string) => items.get(k) ?? null, setItem: (k: string, v: string) => void items.set(k, v), removeItem: (k: string) => void items.delete(k) }
}

const denied = {
  getItem: () => {
    throw new DOMException('denied', 'SecurityError')
  },
  setItem: () => {
    throw new DOMException('denied', 'SecurityError')
  },
  removeItem: () => {
    throw new DOMException('denied', 'SecurityError')
  },
}

const transfer = (amount: bigint) => `0xa9059cbb${other.slice(2).padStart(64, '0')}${amount.toString(16).padStart(64, '0')}` as const

describe('createGrantStore', () => {
  it('books spend per grant, is bound to its account and its dapp origin, and a revoked grant refuses everything', () => {
    const grants = createGrantStore({ storage: undefined, nowSeconds: 0 })
    const context = grants.grant(grant, account, dapp)
    expect(context).toMatch(/^0x[0-9a-f]{64}$/)
    grants.use(context, account, [{ to: other, value: 6n }], at)
    expect(() => grants.use(context, account, [{ to: other, value: 6n }], at)).toThrow("Call 1 sends more than the permission's native allowance.")
    // A refused batch books nothing: 4 remain.
    grants.use(context, account, [{ to: other, value: 4n }], at)
    expect(() => grants.use(context, other, [{ to: other, value: 0n }], at)).toThrow(expect.objectContaining({ code: 4100 }))
    // Another dapp that learns the context can neither use nor revoke it.
    expect(() => grants.use(context, account, [{ to: other, value: 0n }], { ...at, origin: 'https://other.example' })).toThrow(expect.objectContaining({ code: 4100 }))
    expect(grants.revoke(context, 'https://other.example')).toBe(false)
    expect(grants.revoke(context, dapp)).toBe(true)
    expect(grants.revoke(context, dapp)).toBe(false)
    expect(() => grants.use(context, account, [{ to: other, value: 0n }], at)).toThrow('No such permission for this account (revoked or never granted).')
  })

  it('survives a reload through storage with what it spent, native and token', () => {
    const storage = memoryStorage()
    const first = createGrantStore({ storage, nowSeconds: 0 })
    const context = first.grant({ ...grant, tokenAllowances: { [token]: 100n } }, account, dapp)
    first.use(context, account, [{ to: other, value: 6n }, { to: token as Address, data: transfer(70n) }], at)

    const reloaded = createGrantStore({ storage, nowSeconds: 1 })
    expect(() => reloaded.use(context, account, [{ to: other, value: 5n }], at)).toThrow("Call 1 sends more than the permission's native allowance.")
    expect(() => reloaded.use(context, account, [{ to: token as Address, data: transfer(31n) }], at)).toThrow(/transfers more of/)
    reloaded.use(context, account, [{ to: other, value: 4n }, { to: token as Address, data: transfer(30n) }], at)
    expect(() => createGrantStore({ storage, nowSeconds: 2 }).use(context, account, [{ to: other, value: 1n }], at)).toThrow(/native allowance/)
  })

  it('drops expired grants when it loads, and use() refuses one that expired since', () => {
    const storage = memoryStorage()
    const context = createGrantStore({ storage, nowSeconds: 0 }).grant(grant, account, dapp)
    expect(() => createGrantStore({ storage, nowSeconds: 999 }).use(context, account, [], { chainId: 1, nowSeconds: 1_000, origin: dapp })).toThrow('The permission has expired.')
    expect(() => createGrantStore({ storage, nowSeconds: 1_000 }).use(context, account, [], at)).toThrow('No such permission for this account (revoked or never granted).')
  })

  it('forgets revoked and cleared grants in storage too', () => {
    const storage = memoryStorage()
    const store = createGrantStore({ storage, nowSeconds: 0 })
    const a = store.grant(grant, account, dapp)
    const b = store.grant(grant, account, dapp)
    store.revoke(a, dapp)
    expect(() => createGrantStore({ storage, nowSeconds: 0 }).use(a, account, [], at)).toThrow(/No such permission/)
    createGrantStore({ storage, nowSeconds: 0 }).use(b, account, [], at)
    store.clear()
    expect(storage.items.size).toBe(0)
    expect(() => createGrantStore({ storage, nowSeconds: 0 }).use(b, account, [], at)).toThrow(/No such permission/)
  })

  it('grants nothing for a tampered entry, and works in memory when storage is denied', () => {
    const storage = memoryStorage()
    const context = createGrantStore({ storage, nowSeconds: 0 }).grant(grant, account, dapp)
    const stored = JSON.parse(storage.items.get('airlock:smartSessions')!) as Record<string, { grant: { nativeAllowance: string } }>
    stored[context]!.grant.nativeAllowance = '-5'
    storage.setItem('airlock:smartSessions', JSON.stringify(stored))
    expect(() => createGrantStore({ storage, nowSeconds: 0 }).use(context, account, [], at)).toThrow(/No such permission/)
    storage.setItem('airlock:smartSessions', '{torn')
    expect(() => createGrantStore({ storage, nowSeconds: 0 }).use(context, account, [], at)).toThrow(/No such permission/)

    const inMemory = createGrantStore({ storage: denied, nowSeconds: 0 })
    const held = inMemory.grant(grant, account, dapp)
    inMemory.use(held, account, [{ to: other, value: 10n }], at)
    expect(() => inMemory.use(held, account, [{ to: other, value: 1n }], at)).toThrow(/native allowance/)
  })
})
