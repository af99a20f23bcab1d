import { describe, expect, it, vi } from 'vitest'
import type { AuthSession } from '../../../../shared/authApi'
import type { AuthClient } from '../authClient/createAuthClient'
import { ed25519Scheme } from '../keys/ed25519Scheme'
import { holdKey } from '../keys/holdKey'
import type { KeyScheme } from '../keys/KeyScheme'
import { secp256k1Scheme } from '../keys/secp256k1Scheme'
import { createMemoryStorage } from '../storage/createMemoryStorage'
import { createEmbeddedSessionStore } from './createEmbeddedSessionStore'
import { FRESH_SIGN_IN_MS } from './ExportedKeys'

// How the key is made or rebuilt is loadKey's business (and its own tests'): here one key per
// user and curve, made on first use, so these tests are about the export rules alone.
const made = new Map<string, Uint8Array>()
vi.mock('./internal/loadKey', () => ({
  loadKey: async ({ scheme }: { scheme: KeyScheme<unknown> }, session: AuthSession) => {
    const id = `${session.user.id}/${scheme.curve}`
    if (!made.has(id)) made.set(id, scheme.generate())
    return { key: holdKey(scheme, made.get(id)!.slice()), source: 'vault', persisted: true }
  },
}))

function setup({ solana = false, freshSignInMs }: { solana?: boolean; freshSignInMs?: number } = {}) {
  let clock = 1_000_000
  const live = new Map<string, AuthSession>()
  const loggedOut: string[] = []
  const client = {
    projectId: 'p1',
    session: async (token: string) => live.get(token)!,
    logout: async (token: string) => void (loggedOut.push(token), live.delete(token)),
  } as unknown as AuthClient
  let n = 0
  const sessionOf = (userId: string, projectId = 'p1'): AuthSession => {
    const session: AuthSession = { token: `tok-${++n}`, expiresAt: clock + 3_600_000, projectId, user: { id: userId, email: 'a@b.example', provider: 'email' } }
    live.set(session.token, session)
    return session
  }
  const storage = createMemoryStorage()
  const open = (): ReturnType<typeof createEmbeddedSessionStore> =>
    createEmbeddedSessionStore({ client, openStorage: async () => storage, now: () => clock, ...(solana ? { solanaScheme: ed25519Scheme } : {}), ...(freshSignInMs ? { freshSignInMs } : {}) })
  return { open, sessionOf, loggedOut, tick: (ms: number) => void (clock += ms) }
}

describe('createEmbeddedSessionStore: key export', () => {
  it('hands copies of the keys that control the wallet’s addresses within 5 minutes of a sign-in', async () => {
    const { open, sessionOf, tick } = setup({ solana: true })
    const wallet = open()
    const shown = await wallet.signIn(sessionOf('u1'))
    tick(FRESH_SIGN_IN_MS)
    const keys = await wallet.exportKeys()
    expect(keys.evm.address).toBe(shown.address)
    expect(secp256k1Scheme.addressOf(keys.evm.secret)).toBe(shown.address)
    expect(ed25519Scheme.addressOf(keys.solana!.secret)).toBe(shown.solanaAddress)
    // The caller zeroes its copies; the wallet still signs.
    keys.evm.secret.fill(0)
    expect(secp256k1Scheme.addressOf((await wallet.exportKeys()).evm.secret)).toBe(shown.address)
    await expect(wallet.account()!.signMessage({ message: 'still here' })).resolves.toMatch(/^0x/)
  })

  it('refuses once the sign-in is older than 5 minutes (an attacker at an unlocked, long-open page)', async () => {
    const { open, sessionOf, tick } = setup()
    const wallet = open()
    await wallet.signIn(sessionOf('u1'))
    tick(FRESH_SIGN_IN_MS + 1)
    await expect(wallet.exportKeys()).rejects.toMatchObject({ reason: 'SIGN_IN_STALE', code: -32603, message: 'Please sign in again to export your key.' })
  })

  it('never counts a restored session as a fresh sign-in (a reload, or a token someone else planted)', async () => {
    const { open, sessionOf } = setup()
    const first = open()
    await first.signIn(sessionOf('u1'))
    const reloaded = open()
    expect((await reloaded.restore()).status).toBe('signedIn')
    await expect(reloaded.exportKeys()).rejects.toMatchObject({ reason: 'SIGN_IN_STALE' })
  })

  it('a fresh sign-in of the same user allows it again and its proof session is logged out', async () => {
    const { open, sessionOf, tick, loggedOut } = setup()
    const wallet = open()
    const shown = await wallet.signIn(sessionOf('u1'))
    tick(FRESH_SIGN_IN_MS + 1)
    const proof = sessionOf('u1')
    await wallet.confirmSignIn(proof)
    expect(loggedOut).toEqual([proof.token])
    expect(secp256k1Scheme.addressOf((await wallet.exportKeys()).evm.secret)).toBe(shown.address)
    tick(FRESH_SIGN_IN_MS + 1)
    await expect(wallet.exportKeys()).rejects.toMatchObject({ reason: 'SIGN_IN_STALE' })
  })

  it('a sign-in of another user or project does not count', async () => {
    const { open, sessionOf, tick } = setup()
    const wallet = open()
    await wallet.signIn(sessionOf('u1'))
    tick(FRESH_SIGN_IN_MS + 1)
    await expect(wallet.confirmSignIn(sessionOf('attacker'))).rejects.toMatchObject({ reason: 'SIGN_IN_STALE' })
    await expect(wallet.confirmSignIn(sessionOf('u1', 'other-project'))).rejects.toMatchObject({ reason: 'SIGN_IN_STALE' })
    await expect(wallet.exportKeys()).rejects.toMatchObject({ reason: 'SIGN_IN_STALE' })
  })

  it('exports nothing signed out, even right after a sign-in', async () => {
    const { open, sessionOf } = setup({ freshSignInMs: 60_000 })
    const wallet = open()
    await wallet.signIn(sessionOf('u1'))
    await wallet.signOut()
    await expect(wallet.exportKeys()).rejects.toMatchObject({ reason: 'KEY_DROPPED' })
    await expect(wallet.confirmSignIn(sessionOf('u1'))).rejects.toMatchObject({ reason: 'KEY_DROPPED' })
  })
})
