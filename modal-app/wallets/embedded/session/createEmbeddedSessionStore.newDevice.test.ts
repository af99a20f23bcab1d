// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { totpFor } from '../../../../services/auth/secondFactor/totpFor'
import { signInByEmail, startTestAuth, type TestAuth } from '../../../../services/auth/testing/testHelpers'
import { hashSecret } from '../../../../services/auth/internal/hashSecret'
import { bytesBase64 } from '../../../../shared/encoding/bytesBase64'
import { createAuthClient } from '../authClient/createAuthClient'
import { createWrappingKey } from '../keys/createWrappingKey'
import { deviceProofOf } from '../keys/deviceProofOf'
import { ed25519Scheme } from '../keys/ed25519Scheme'
import { sealBytes } from '../keys/sealBytes'
import { secp256k1Scheme } from '../keys/secp256k1Scheme'
import { splitKey } from '../keys/splitKey'
import { sealContext } from './internal/sealContext'
import { createSecondFactorCalls } from '../secondFactor/createSecondFactorCalls'
import { createMemoryStorage } from '../storage/createMemoryStorage'
import { createEmbeddedSessionStore } from './createEmbeddedSessionStore'
import type { RecoveryPrompt } from './RecoveryPrompt'

/** The visitor: keeps the recovery code it was shown and types it back; answers the factor with its app's code at that time (`asked` counts the asks). */
function visitorOf(now: () => number, secret: () => string): { prompt: RecoveryPrompt; asked: string[] } {
  const asked: string[] = []
  let kept = ''
  const prompt: RecoveryPrompt = {
    async confirmNewCode(code) {
      kept = code
    },
    askForCode: (tryCode) => tryCode(kept),
    async askSecondFactor(check) {
      asked.push('code')
      await check(totpFor(secret(), 'app').generate({ timestamp: now() }))
    },
  }
  return { prompt, asked }
}

describe('createEmbeddedSessionStore: the new-device rule, against the real auth service', () => {
  let t: TestAuth
  beforeAll(async () => {
    t = await startTestAuth()
  })
  afterAll(() => t.stop())

  it('opens the wallet on the browser that made it without a code, and on another only after the visitor’s code', async () => {
    const P = '?projectId=airlock-demo'
    const email = 'device@example.test'
    const client = createAuthClient({ authUrl: t.auth.url, projectId: 'airlock-demo' })
    const secondFactor = createSecondFactorCalls({ authUrl: t.auth.url, projectId: 'airlock-demo' })
    let secret = ''
    const { prompt: visitor, asked } = visitorOf(() => t.clock.now(), () => secret)
    const deviceA = createMemoryStorage()
    const a = createEmbeddedSessionStore({ client, openStorage: async () => deviceA, secondFactor })
    const made = await a.signIn(await signInByEmail(t, email), { recovery: visitor })
    const token = a.sessionToken()!
    secret = ((await t.call('POST', `/v1/auth/second-factor/enrol${P}`, { token })).body as unknown as { secret: string }).secret
    const code = () => totpFor(secret, 'app').generate({ timestamp: t.clock.now() })
    await t.call('POST', `/v1/auth/second-factor/confirm${P}`, { token, body: { code: code(), rules: { export: false, sendsAboveUsd: null, newDevice: true } } })

    // Another browser: the code is asked before the shares come; the same wallet opens.
    t.clock.advance(60_000)
    const b = createEmbeddedSessionStore({ client, openStorage: async () => createMemoryStorage(), secondFactor })
    expect((await b.signIn(await signInByEmail(t, email), { recovery: visitor })).address).toBe(made.address)
    expect(asked).toEqual(['code'])

    // Without a way to ask (no prompt), the refusal stands.
    t.clock.advance(60_000)
    const c = createEmbeddedSessionStore({ client, openStorage: async () => createMemoryStorage(), secondFactor })
    await expect(c.signIn(await signInByEmail(t, email))).rejects.toMatchObject({ reason: 'SECOND_FACTOR_REQUIRED' })

    // The browser that made it, signed out and in again: its device share proves it, no code.
    await a.signOut()
    t.clock.advance(60_000)
    expect((await a.signIn(await signInByEmail(t, email), { recovery: visitor })).address).toBe(made.address)
    expect(a.keySource()).toBe('device+auth')
    expect(asked).toEqual(['code'])
  })
})

describe('createEmbeddedSessionStore: its own share writes while a second factor is in force, against the real auth service', () => {
  const P = '?projectId=airlock-demo'
  let t: TestAuth
  beforeAll(async () => {
    t = await startTestAuth({ onDisk: true })
  })
  afterAll(() => t.stop())
  const client = () => createAuthClient({ authUrl: t.auth.url, projectId: 'airlock-demo' })
  const secondFactor = () => createSecondFactorCalls({ authUrl: t.auth.url, projectId: 'airlock-demo' })

  const visitor = (secret: () => string) => visitorOf(() => t.clock.now(), secret)

  /** Confirms TOTP with `rules` for the session; answers its secret. */
  async function enrol(token: string, rules: { export: boolean; sendsAboveUsd: null; newDevice: boolean }): Promise<string> {
    const { secret } = (await t.call('POST', `/v1/auth/second-factor/enrol${P}`, { token })).body as unknown as { secret: string }
    await t.call('POST', `/v1/auth/second-factor/confirm${P}`, { token, body: { code: totpFor(secret, 'app').generate({ timestamp: t.clock.now() }), rules } })
    t.clock.advance(60_000)
    return secret
  }

  /** An EVM wallet of the old scheme (plain recovery share at the service); with `device`, that storage holds its device share and the service knows the browser's proof. */
  async function oldSchemeWallet(email: string, device?: ReturnType<typeof createMemoryStorage>): Promise<string> {
    const userId = `email:${email}`
    const secret = secp256k1Scheme.generate()
    const address = secp256k1Scheme.addressOf(secret)
    const old = await splitKey(secret)
    await t.sql.run('INSERT INTO auth_shares (user_id, address, share, created_at) VALUES (?, ?, ?, 0)', [userId, address, bytesBase64.encode(old.authShare)])
    await t.sql.run('INSERT INTO recovery_shares (user_id, share, created_at) VALUES (?, ?, 0)', [userId, bytesBase64.encode(old.recoveryShare)])
    if (device) {
      const wrappingKey = await createWrappingKey()
      await device.putKey({ userId, curve: 'secp256k1', address, wrappingKey, sealedDeviceShare: await sealBytes(wrappingKey, old.deviceShare, sealContext(userId, 'secp256k1', address)) })
      await t.sql.run('INSERT INTO wallet_devices (user_id, proof_hash, created_at) VALUES (?, ?, 0)', [userId, hashSecret(await deviceProofOf(old.deviceShare, userId, 'secp256k1'))])
    }
    return address
  }

  const plainShareLeft = async (email: string) => t.sql.one('SELECT 1 AS n FROM recovery_shares WHERE user_id = ?', [`email:${email}`])

  it('the browser that made an old-scheme wallet migrates it with the device proof its read sent: no code asked', async () => {
    const email = 'migrate-known@example.test'
    const device = createMemoryStorage()
    const address = await oldSchemeWallet(email, device)
    const secret = await enrol((await signInByEmail(t, email)).token, { export: false, sendsAboveUsd: null, newDevice: true })
    const { prompt, asked } = visitor(() => secret)
    const store = createEmbeddedSessionStore({ client: client(), openStorage: async () => device, secondFactor: secondFactor() })
    expect((await store.signIn(await signInByEmail(t, email), { recovery: prompt })).address).toBe(address)
    expect(store.keySource()).toBe('migrated')
    expect(asked).toEqual([])
    expect(await plainShareLeft(email)).toBeUndefined()
  })

  it('a new browser migrates an old-scheme wallet after the visitor’s factor, even where the read needed none (export-only rules)', async () => {
    const email = 'migrate-elsewhere@example.test'
    const address = await oldSchemeWallet(email)
    const secret = await enrol((await signInByEmail(t, email)).token, { export: true, sendsAboveUsd: null, newDevice: false })
    const { prompt, asked } = visitor(() => secret)
    const store = createEmbeddedSessionStore({ client: client(), openStorage: async () => createMemoryStorage(), secondFactor: secondFactor() })
    expect((await store.signIn(await signInByEmail(t, email), { recovery: prompt })).address).toBe(address)
    expect(store.keySource()).toBe('migrated')
    expect(asked).toEqual(['code'])
    expect(await plainShareLeft(email)).toBeUndefined()
  })

  it('a new browser adds the Solana wallet of a user with an EVM wallet after the visitor’s factor', async () => {
    const email = 'new-curve@example.test'
    let secret = ''
    const { prompt, asked } = visitor(() => secret)
    const first = createEmbeddedSessionStore({ client: client(), openStorage: async () => createMemoryStorage(), secondFactor: secondFactor() })
    const made = await first.signIn(await signInByEmail(t, email), { recovery: prompt })
    secret = await enrol(first.sessionToken()!, { export: true, sendsAboveUsd: null, newDevice: false })
    const solana = createEmbeddedSessionStore({ client: client(), openStorage: async () => createMemoryStorage(), secondFactor: secondFactor(), solanaScheme: ed25519Scheme })
    const signedIn = await solana.signIn(await signInByEmail(t, email), { recovery: prompt })
    expect(signedIn.address).toBe(made.address)
    expect(signedIn.solanaAddress).toBeTruthy()
    expect(asked).toEqual(['code'])
    expect((await t.sql.one<{ address: string }>('SELECT address FROM auth_shares WHERE user_id = ?', [`email:${email}/ed25519`]))?.address).toBe(signedIn.solanaAddress)
  })
})
