import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestPostgres, type TestPostgres } from '../../fixtures/storage/startTestPostgres'
import { AuthDatabase } from '../internal/AuthDatabase'
import type { PasskeyStore } from './PasskeyStore'

let server: TestPostgres
const closers: (() => Promise<void>)[] = []
beforeAll(async () => {
  server = await startTestPostgres()
})
afterAll(async () => {
  for (const close of closers) await close()
  await server.stop()
})

// The same behaviour on both engines of the auth database (sqlPasskeyStore through its SqlEngine);
// `second` is another instance on the same database.
const engines: { name: string; open(): Promise<{ first: PasskeyStore; second: PasskeyStore }> }[] = [
  {
    name: 'SQLite',
    async open() {
      const db = AuthDatabase.open(':memory:')
      closers.push(() => db.close())
      return { first: db.passkeys, second: db.passkeys }
    },
  },
  {
    name: 'Postgres',
    async open() {
      const url = await server.createDatabase('passkeys')
      const [a, b] = await Promise.all([AuthDatabase.openPostgres(url), AuthDatabase.openPostgres(url)])
      closers.push(() => a.close(), () => b.close())
      return { first: a.passkeys, second: b.passkeys }
    },
  },
]

describe.each(engines)('PasskeyStore on $name', (engine) => {
  const credential = { id: 'cred-AAAAAAAAAAAAAAAA', userId: 'passkey:user-1', publicKey: 'pQECAyYgASFYIA', counter: 0, transports: ['internal', 'hybrid'], createdAt: 1_000 }

  it('keeps credentials per user, once per id', async () => {
    const { first, second } = await engine.open()
    expect(await first.putCredential(credential)).toBe(true)
    expect(await second.putCredential({ ...credential, userId: 'passkey:someone-else' })).toBe(false)
    expect(await second.credential(credential.id)).toEqual(credential)
    await first.putCredential({ ...credential, id: 'cred-BBBBBBBBBBBBBBBB', createdAt: 2_000 })
    expect((await second.credentialsOf('passkey:user-1')).map((c) => c.id)).toEqual([credential.id, 'cred-BBBBBBBBBBBBBBBB'])
    expect(await first.credential('cred-unknown')).toBeUndefined()
  })

  it('hands a challenge to one verify only, whichever instance asks, and prunes the expired', async () => {
    const { first, second } = await engine.open()
    const challenge = { challenge: 'c1', kind: 'login' as const, projectId: 'airlock-demo', origin: 'http://localhost:15174', userHandle: null, expiresAt: 5_000 }
    await first.putChallenge(challenge)
    const taken = await Promise.all([first.takeChallenge('c1'), second.takeChallenge('c1')])
    expect(taken.filter(Boolean)).toEqual([challenge])
    await first.putChallenge({ ...challenge, challenge: 'c2', kind: 'register', userHandle: 'h' })
    await second.prune(5_000)
    expect(await first.takeChallenge('c2')).toBeUndefined()
  })

  it('moves a counter forward only, and once for two verifies racing from the same value', async () => {
    const { first, second } = await engine.open()
    await first.putCredential(credential)
    const raced = await Promise.all([first.advanceCounter(credential.id, 0, 5), second.advanceCounter(credential.id, 0, 6)])
    expect(raced.filter(Boolean)).toHaveLength(1)
    const now = (await first.credential(credential.id))!.counter
    expect(await first.advanceCounter(credential.id, now, now - 1)).toBe(false)
    expect(await first.advanceCounter(credential.id, now, now + 1)).toBe(true)
  })

  it('keeps one PRF-sealed share per user, curve and credential', async () => {
    const { first, second } = await engine.open()
    expect(await first.putSealedShare('passkey:user-1', 'secp256k1', credential.id, 'blob-1', 1)).toBe(true)
    expect(await second.putSealedShare('passkey:user-1', 'secp256k1', credential.id, 'blob-2', 2)).toBe(false)
    expect(await second.putSealedShare('passkey:user-1', 'ed25519', credential.id, 'blob-3', 3)).toBe(true)
    expect(await first.sealedShare('passkey:user-1', 'secp256k1', credential.id)).toBe('blob-1')
    expect(await first.sealedShare('passkey:user-1', 'ed25519', credential.id)).toBe('blob-3')
    expect(await first.sealedShare('passkey:user-2', 'secp256k1', credential.id)).toBeUndefined()
  })
})
