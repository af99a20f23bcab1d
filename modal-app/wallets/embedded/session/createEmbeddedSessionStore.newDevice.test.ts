// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { totpFor } from '../../../../services/auth/secondFactor/totpFor'
import { signInByEmail, startTestAuth, type TestAuth } from '../../../../services/auth/testing/testHelpers'
import { createAuthClient } from '../authClient/createAuthClient'
import { createSecondFactorCalls } from '../secondFactor/createSecondFactorCalls'
import { createMemoryStorage } from '../storage/createMemoryStorage'
import { createEmbeddedSessionStore } from './createEmbeddedSessionStore'
import type { RecoveryPrompt } from './RecoveryPrompt'

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
    let kept = ''
    const asked: string[] = []
    let typed = ''
    const visitor: RecoveryPrompt = {
      async confirmNewCode(code) {
        kept = code
      },
      askForCode: (tryCode) => tryCode(kept),
      async askSecondFactor(check) {
        asked.push('code')
        await check(typed)
      },
    }
    const deviceA = createMemoryStorage()
    const a = createEmbeddedSessionStore({ client, openStorage: async () => deviceA, secondFactor })
    const made = await a.signIn(await signInByEmail(t, email), { recovery: visitor })
    const token = a.sessionToken()!
    const { secret } = (await t.call('POST', `/v1/auth/second-factor/enrol${P}`, { token })).body as unknown as { secret: string }
    const code = () => totpFor(secret, 'app').generate({ timestamp: t.clock.now() })
    await t.call('POST', `/v1/auth/second-factor/confirm${P}`, { token, body: { code: code(), rules: { export: false, sendsAboveUsd: null, newDevice: true } } })

    // Another browser: the code is asked before the shares come; the same wallet opens.
    t.clock.advance(60_000)
    typed = code()
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
