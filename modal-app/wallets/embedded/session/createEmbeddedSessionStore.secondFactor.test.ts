// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { AuthSession } from '../../../../shared/authApi'
import { totpFor } from '../../../../services/auth/secondFactor/totpFor'
import { signInByEmail, startTestAuth, type TestAuth } from '../../../../services/auth/testing/testHelpers'
import type { AuthClient } from '../authClient/createAuthClient'
import { holdKey } from '../keys/holdKey'
import type { KeyScheme } from '../keys/KeyScheme'
import { createSecondFactorCalls } from '../secondFactor/createSecondFactorCalls'
import { SecondFactorRequiredError } from '../secondFactor/SecondFactorRequiredError'
import { createMemoryStorage } from '../storage/createMemoryStorage'
import { createEmbeddedSessionStore } from './createEmbeddedSessionStore'

// How the key is made is loadKey's business: here one key per user, so the test is about the gate.
vi.mock('./internal/loadKey', () => ({
  loadKey: async ({ scheme }: { scheme: KeyScheme<unknown> }) => ({ key: holdKey(scheme, scheme.generate()), source: 'vault', persisted: true }),
}))

describe('createEmbeddedSessionStore: an export the visitor guarded with a second factor, against the real auth service', () => {
  let t: TestAuth
  beforeAll(async () => {
    t = await startTestAuth()
  })
  afterAll(() => t.stop())

  it('refuses the keys without a code and with a wrong one, and hands them with the code the app shows', async () => {
    const session: AuthSession = await signInByEmail(t, 'gate@example.test')
    const P = '?projectId=airlock-demo'
    const { secret } = (await t.call('POST', `/v1/auth/second-factor/enrol${P}`, { token: session.token })).body as unknown as { secret: string }
    const code = () => totpFor(secret, 'app').generate({ timestamp: t.clock.now() })
    expect((await t.call('POST', `/v1/auth/second-factor/confirm${P}`, { token: session.token, body: { code: code(), rules: { export: true } } })).status).toBe(200)

    const client = { projectId: 'airlock-demo', logout: async () => undefined } as unknown as AuthClient
    const wallet = createEmbeddedSessionStore({ client, openStorage: async () => createMemoryStorage(), secondFactor: createSecondFactorCalls({ authUrl: t.auth.url, projectId: 'airlock-demo' }) })
    const shown = await wallet.signIn(session)
    await expect(wallet.exportKeys()).rejects.toBeInstanceOf(SecondFactorRequiredError)
    t.clock.advance(30_000)
    const right = code()
    await expect(wallet.exportKeys(right === '000000' ? '111111' : '000000')).rejects.toMatchObject({ reason: 'WRONG_CODE' })
    const keys = await wallet.exportKeys(right)
    expect(keys.evm.address).toBe(shown.address)
    // The code is spent: the same one again is refused.
    await expect(wallet.exportKeys(right)).rejects.toMatchObject({ reason: 'WRONG_CODE' })
  })

  it('hands the keys without a code to a visitor who has no second factor', async () => {
    const session = await signInByEmail(t, 'nogate@example.test')
    const client = { projectId: 'airlock-demo', logout: async () => undefined } as unknown as AuthClient
    const wallet = createEmbeddedSessionStore({ client, openStorage: async () => createMemoryStorage(), secondFactor: createSecondFactorCalls({ authUrl: t.auth.url, projectId: 'airlock-demo' }) })
    const shown = await wallet.signIn(session)
    expect((await wallet.exportKeys()).evm.address).toBe(shown.address)
  })
})
