import { IDBFactory } from 'fake-indexeddb'
import type { Address } from 'viem'
import { describe, expect, it } from 'vitest'
import { createGrantStore } from './createGrantStore'
import { GRANTS_DB_NAME } from './internal/grantRecords'

const account = '0x1111111111111111111111111111111111111111' as Address
const other = '0x2222222222222222222222222222222222222222' as Address
const token = '0x3333333333333333333333333333333333333333'
const grant = { chainId: 1, expiry: 1_000, nativeAllowance: 10n, tokenAllowances: {}, callTargets: [] }
const dapp = 'https://dapp.example'
const at = { chainId: 1, nowSeconds: 1, origin: dapp }

const transfer = (amount: bigint) => `0xa9059cbb${other.slice(2).padStart(64, '0')}${amount.toString(16).padStart(64, '0')}` as const

/** Writes one raw record into the grants database, as devtools or an old build might have left it. */
async function putRaw(factory: IDBFactory, key: string, value: unknown) {
  const db = await new Promise<IDBDatabase>((resolve, reject) => {
    const request = factory.open(GRANTS_DB_NAME, 1)
    request.onupgradeneeded = () => void request.result.createObjectStore('grants')
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => reject(request.error)
  })
  await new Promise<void>((resolve, reject) => {
    const tx = db.transaction('grants', 'readwrite')
    tx.objectStore('grants').put(value, key)
    tx.oncomplete = () => resolve()
    tx.onerror = () => reject(tx.error)
  })
  db.close()
}

describe('createGrantStore', () => {
  it('books spend per grant, is bound to its account and its dapp origin, and a revoked grant refuses everything', async () => {
    const grants = createGrantStore({ indexedDB: new IDBFactory(), nowSeconds: 0 })
    const context = await grants.grant(grant, account, dapp)
    expect(context).toMatch(/^0x[0-9a-f]{64}$/)
    await grants.use(context, account, [{ to: other, value: 6n }], at)
    await expect(grants.use(context, account, [{ to: other, value: 6n }], at)).rejects.toThrow("Call 1 sends more than the permission's native allowance.")
    // A refused batch books nothing: 4 remain.
    await grants.use(context, account, [{ to: other, value: 4n }], at)
    await expect(grants.use(context, other, [{ to: other, value: 0n }], at)).rejects.toMatchObject({ code: 4100 })
    // Another dapp that learns the context can neither use nor revoke it.
    await expect(grants.use(context, account, [{ to: other, value: 0n }], { ...at, origin: 'https://other.example' })).rejects.toMatchObject({ code: 4100 })
    expect(await grants.revoke(context, 'https://other.example')).toBe(false)
    expect(await grants.revoke(context, dapp)).toBe(true)
    expect(await grants.revoke(context, dapp)).toBe(false)
    await expect(grants.use(context, account, [{ to: other, value: 0n }], at)).rejects.toThrow('No such permission for this account (revoked or never granted).')
  })

  it('survives a reload through the modal origin database with what it spent, native and token', async () => {
    const indexedDB = new IDBFactory()
    const first = createGrantStore({ indexedDB, nowSeconds: 0 })
    const context = await first.grant({ ...grant, tokenAllowances: { [token]: 100n } }, account, dapp)
    await first.use(context, account, [{ to: other, value: 6n }, { to: token as Address, data: transfer(70n) }], at)

    const reloaded = createGrantStore({ indexedDB, nowSeconds: 1 })
    await expect(reloaded.use(context, account, [{ to: other, value: 5n }], at)).rejects.toThrow("Call 1 sends more than the permission's native allowance.")
    await expect(reloaded.use(context, account, [{ to: token as Address, data: transfer(31n) }], at)).rejects.toThrow(/transfers more of/)
    await reloaded.use(context, account, [{ to: other, value: 4n }, { to: token as Address, data: transfer(30n) }], at)
    await expect(createGrantStore({ indexedDB, nowSeconds: 2 }).use(context, account, [{ to: other, value: 1n }], at)).rejects.toThrow(/native allowance/)
  })

  it('drops expired grants when it opens, and use() refuses one that expired since', async () => {
    const indexedDB = new IDBFactory()
    const context = await createGrantStore({ indexedDB, nowSeconds: 0 }).grant(grant, account, dapp)
    await expect(createGrantStore({ indexedDB, nowSeconds: 999 }).use(context, account, [], { chainId: 1, nowSeconds: 1_000, origin: dapp })).rejects.toThrow('The permission has expired.')
    await expect(createGrantStore({ indexedDB, nowSeconds: 1_000 }).use(context, account, [], at)).rejects.toThrow('No such permission for this account (revoked or never granted).')
  })

  it('forgets revoked and cleared grants for every later store', async () => {
    const indexedDB = new IDBFactory()
    const store = createGrantStore({ indexedDB, nowSeconds: 0 })
    const a = await store.grant(grant, account, dapp)
    const b = await store.grant(grant, account, dapp)
    await store.revoke(a, dapp)
    await expect(createGrantStore({ indexedDB, nowSeconds: 0 }).use(a, account, [], at)).rejects.toThrow(/No such permission/)
    await createGrantStore({ indexedDB, nowSeconds: 0 }).use(b, account, [], at)
    await store.clear()
    await expect(createGrantStore({ indexedDB, nowSeconds: 0 }).use(b, account, [], at)).rejects.toThrow(/No such permission/)
  })

  it('grants nothing for a tampered record, and works in memory (this page only) when storage is denied', async () => {
    const indexedDB = new IDBFactory()
    const context = await createGrantStore({ indexedDB, nowSeconds: 0 }).grant(grant, account, dapp)
    await putRaw(indexedDB, context, { account, origin: dapp, grant: { ...grant, nativeAllowance: '-5', tokenAllowances: {} }, spent: { native: '0', tokens: {} } })
    await expect(createGrantStore({ indexedDB, nowSeconds: 0 }).use(context, account, [], at)).rejects.toThrow(/No such permission/)
    await putRaw(indexedDB, context, '{torn')
    await expect(createGrantStore({ indexedDB, nowSeconds: 0 }).use(context, account, [], at)).rejects.toThrow(/No such permission/)

    const inMemory = createGrantStore({ indexedDB: null, nowSeconds: 0 })
    const held = await inMemory.grant(grant, account, dapp)
    await inMemory.use(held, account, [{ to: other, value: 10n }], at)
    await expect(inMemory.use(held, account, [{ to: other, value: 1n }], at)).rejects.toThrow(/native allowance/)
    // Another page's store (memory too) never saw it.
    await expect(createGrantStore({ indexedDB: null, nowSeconds: 0 }).use(held, account, [], at)).rejects.toThrow(/No such permission/)
  })

  it('check() refuses what use() would, and books nothing', async () => {
    const grants = createGrantStore({ indexedDB: new IDBFactory(), nowSeconds: 0 })
    const context = await grants.grant(grant, account, dapp)
    await grants.check(context, account, [{ to: other, value: 10n }], at)
    await grants.check(context, account, [{ to: other, value: 10n }], at)
    await expect(grants.check(context, account, [{ to: account, value: 1n }], at)).rejects.toThrow(/which no permission covers/)
    await grants.use(context, account, [{ to: other, value: 10n }], at)
    await expect(grants.check(context, account, [{ to: other, value: 1n }], at)).rejects.toThrow(/native allowance/)
  })

  it('counts the operation gas against the native allowance and refuses calls to its paymaster', async () => {
    const grants = createGrantStore({ indexedDB: new IDBFactory(), nowSeconds: 0 })
    const context = await grants.grant({ ...grant, callTargets: [other.toLowerCase() as Address] }, account, dapp)
    await expect(grants.use(context, account, [{ to: other, value: 6n }], { ...at, gasCost: 5n })).rejects.toThrow("The operation's gas (up to 5 wei) goes beyond the permission's native allowance.")
    await grants.use(context, account, [{ to: other, value: 6n }], { ...at, gasCost: 4n })
    await expect(grants.use(context, account, [{ to: other, data: '0x1234' }], { ...at, gasCost: 1n })).rejects.toThrow(/gas/)
    await grants.use(context, account, [{ to: other, data: '0x1234' }], { ...at, gasCost: 0n, paymaster: '0x4444444444444444444444444444444444444444' })
    await expect(grants.use(context, account, [{ to: other, data: '0x1234' }], { ...at, paymaster: other })).rejects.toThrow(/which no permission covers/)
  })

  describe('attacker with two tabs (two stores over one IndexedDB)', () => {
    it("can't spend the allowance twice, however the two tabs' batches interleave", async () => {
      const indexedDB = new IDBFactory()
      const tabA = createGrantStore({ indexedDB, nowSeconds: 0 })
      const tabB = createGrantStore({ indexedDB, nowSeconds: 0 })
      const context = await tabA.grant(grant, account, dapp)
      // Both tabs have read the grant (opened the database) before either spends.
      await expect(tabB.use(context, account, [], at)).resolves.toBeUndefined()
      const outcomes = await Promise.allSettled([tabA.use(context, account, [{ to: other, value: 10n }], at), tabB.use(context, account, [{ to: other, value: 10n }], at), tabA.use(context, account, [{ to: other, value: 10n }], at), tabB.use(context, account, [{ to: other, value: 10n }], at)])
      expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1)
      await expect(tabB.use(context, account, [{ to: other, value: 1n }], at)).rejects.toThrow(/native allowance/)
      await expect(tabA.use(context, account, [{ to: other, value: 1n }], at)).rejects.toThrow(/native allowance/)
    })

    it('a revoke in one tab holds in the other, even after the other tab books a spend', async () => {
      const indexedDB = new IDBFactory()
      const tabA = createGrantStore({ indexedDB, nowSeconds: 0 })
      const tabB = createGrantStore({ indexedDB, nowSeconds: 0 })
      const context = await tabA.grant(grant, account, dapp)
      await tabB.use(context, account, [{ to: other, value: 1n }], at)
      expect(await tabA.revoke(context, dapp)).toBe(true)
      await expect(tabB.use(context, account, [{ to: other, value: 1n }], at)).rejects.toThrow('No such permission for this account (revoked or never granted).')
      // Tab B writing anything after (another grant, a spend on it) does not bring the revoked one back.
      const second = await tabB.grant(grant, account, dapp)
      await tabB.use(second, account, [{ to: other, value: 1n }], at)
      await expect(tabA.use(context, account, [], at)).rejects.toThrow(/No such permission/)
      await expect(createGrantStore({ indexedDB, nowSeconds: 0 }).use(context, account, [], at)).rejects.toThrow(/No such permission/)
    })
  })
})
