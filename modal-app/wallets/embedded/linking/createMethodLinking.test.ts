// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { totpFor } from '../../../../services/auth/secondFactor/totpFor'
import { latestCode, mailsTo, signInByEmail, startTestAuth, type TestAuth } from '../../../../services/auth/testing/testHelpers'
import { createAuthClient } from '../authClient/createAuthClient'
import type { EmbeddedSession } from '../internal/createEmbeddedSession'
import type { EmbeddedSessionStore } from '../session/createEmbeddedSessionStore'
import { secondFactorAsk, type SecondFactorAsk } from '../secondFactor/secondFactorAsk'
import { createMethodLinking } from './createMethodLinking'
import { LinkingError } from './LinkingError'

const projectId = 'airlock-demo'
const sealed = Buffer.concat([Buffer.from([1]), Buffer.alloc(77, 2)]).toString('base64')

describe('createMethodLinking, against the real auth service', () => {
  let t: TestAuth
  beforeAll(async () => {
    t = await startTestAuth()
  })
  afterAll(() => t.stop())

  /** The linking calls of a wallet signed in with `token` (the modal's client of the test service, its calls seen by `clientFetch`). */
  function linkingFor(token: string, clientFetch: typeof globalThis.fetch = globalThis.fetch.bind(globalThis)) {
    const client = createAuthClient({ authUrl: t.auth.url, projectId, fetch: clientFetch })
    const session: EmbeddedSession = { client: () => client, sessions: async () => ({}) as EmbeddedSessionStore, current: () => ({ sessionToken: () => token }) as EmbeddedSessionStore }
    const store = { subscribe: () => () => undefined, getState: () => ({ options: { value: { projectId, services: { authUrl: t.auth.url } } } }) }
    return createMethodLinking({ session, store: store as never })
  }

  it('links an email proved by its code, and answers the methods', { timeout: 30_000 }, async () => {
    const wallet = await signInByEmail(t, 'linking-owner@example.test')
    const linking = linkingFor(wallet.token)
    expect(await linking.list()).toEqual([{ id: 'email:linking-owner@example.test', kind: 'email', label: 'linking-owner@example.test', linkedAt: 0 }])
    const pending = linking.linkEmail(' Linked@Example.test ', () => true)
    await expect.poll(async () => (await mailsTo(t.auth, 'linked@example.test')).length).toBe(1)
    await pending.submit(await latestCode(t.auth, 'linked@example.test'))
    expect((await pending.done).map((m) => m.id)).toEqual(['email:linking-owner@example.test', 'email:linked@example.test'])
  })

  it("refuses another wallet's method and the last method with LinkingError reasons the view has texts for", { timeout: 30_000 }, async () => {
    const other = await signInByEmail(t, 'linking-other@example.test')
    await t.call('PUT', `/v1/wallet/shares?projectId=${projectId}`, { token: other.token, body: { address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', authShare: Buffer.alloc(33, 1).toString('base64'), sealedRecoveryShare: sealed } })
    const wallet = await signInByEmail(t, 'linking-me@example.test')
    const linking = linkingFor(wallet.token)
    t.clock.advance(30_000)
    const pending = linking.linkEmail('linking-other@example.test', () => true)
    // Its second mail: the code of this link's sign-in.
    await expect.poll(async () => (await mailsTo(t.auth, 'linking-other@example.test')).length).toBe(2)
    await pending.submit(await latestCode(t.auth, 'linking-other@example.test'))
    await expect(pending.done).rejects.toBeInstanceOf(LinkingError)
    await expect(pending.done).rejects.toMatchObject({ reason: 'METHOD_TAKEN' })
    await expect(linking.unlink('email:linking-me@example.test')).rejects.toMatchObject({ reason: 'LAST_METHOD' })
  })

  describe('with a second factor in force', () => {
    /** A wallet of `email` with TOTP and the new-device rule in force, signed in anew (a session that has not passed it); answers its token and a code for now. */
    async function guardedWallet(email: string): Promise<{ token: string; code: () => string }> {
      const own = await signInByEmail(t, email)
      const { secret } = (await t.call('POST', `/v1/auth/second-factor/enrol?projectId=${projectId}`, { token: own.token })).body as unknown as { secret: string }
      const code = () => totpFor(secret, 'x').generate({ timestamp: t.clock.now() })
      const rules = { export: true, sendsAboveUsd: null, newDevice: true }
      expect((await t.call('POST', `/v1/auth/second-factor/confirm?projectId=${projectId}`, { token: own.token, body: { code: code(), rules } })).status).toBe(200)
      t.clock.advance(60_000)
      return { token: (await signInByEmail(t, email)).token, code }
    }
    /** Answers each code step the linking opens with `answer`, and keeps them. */
    function answerAsks(answer: (ask: SecondFactorAsk) => void): { asks: SecondFactorAsk[]; stop: () => void } {
      const asks: SecondFactorAsk[] = []
      const stop = secondFactorAsk.subscribe(() => {
        const ask = secondFactorAsk.current()
        if (!ask || asks.includes(ask)) return
        asks.push(ask)
        answer(ask)
      })
      return { asks, stop }
    }

    it('asks for it before a link, then links with the same proof; the session that passed it unlinks without a second ask', { timeout: 30_000 }, async () => {
      const wallet = await guardedWallet('linking-2fa@example.test')
      const linking = linkingFor(wallet.token)
      const shown = answerAsks((ask) => void ask.submit(wallet.code()))
      try {
        const pending = linking.linkEmail('linking-2fa.alt@example.test', () => true)
        await expect.poll(async () => (await mailsTo(t.auth, 'linking-2fa.alt@example.test')).length).toBe(1)
        await pending.submit(await latestCode(t.auth, 'linking-2fa.alt@example.test'))
        expect((await pending.done).map((m) => m.id)).toEqual(['email:linking-2fa@example.test', 'email:linking-2fa.alt@example.test'])
        expect(shown.asks.map((ask) => ask.kind)).toEqual(['signInMethods'])
        expect((await linking.unlink('email:linking-2fa.alt@example.test')).map((m) => m.id)).toEqual(['email:linking-2fa@example.test'])
        expect(shown.asks).toHaveLength(1)
        expect(secondFactorAsk.current()).toBeNull()
      } finally {
        shown.stop()
      }
    })

    it('a cancelled step links nothing, ends the proof’s session, and leaves the unlink undone', { timeout: 30_000 }, async () => {
      const wallet = await guardedWallet('linking-2fa-cancel@example.test')
      const logouts: string[] = []
      const spying: typeof globalThis.fetch = async (input, init) => {
        if (String(input).includes('/v1/auth/logout')) logouts.push(new Headers(init?.headers).get('authorization') ?? '')
        return globalThis.fetch(input, init)
      }
      const linking = linkingFor(wallet.token, spying)
      const shown = answerAsks((ask) => ask.cancel())
      try {
        const pending = linking.linkEmail('linking-2fa-cancel.alt@example.test', () => true)
        await expect.poll(async () => (await mailsTo(t.auth, 'linking-2fa-cancel.alt@example.test')).length).toBe(1)
        await pending.submit(await latestCode(t.auth, 'linking-2fa-cancel.alt@example.test'))
        await expect(pending.done).rejects.toMatchObject({ code: 4001 })
        expect((await linking.list()).map((m) => m.id)).toEqual(['email:linking-2fa-cancel@example.test'])
        // The proof's session ended: it never outlives a refused link.
        expect(logouts).toHaveLength(1)
        expect((await t.call('GET', `/v1/auth/session?projectId=${projectId}`, { token: logouts[0]!.slice('Bearer '.length) })).status).toBe(401)
        await expect(linking.unlink('email:linking-2fa-cancel@example.test')).rejects.toMatchObject({ code: 4001 })
        expect(shown.asks.map((ask) => ask.kind)).toEqual(['signInMethods', 'signInMethods'])
      } finally {
        shown.stop()
      }
    })
  })
})
