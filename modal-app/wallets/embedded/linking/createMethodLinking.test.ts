// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { latestCode, mailsTo, signInByEmail, startTestAuth, type TestAuth } from '../../../../services/auth/testing/testHelpers'
import { createAuthClient } from '../authClient/createAuthClient'
import type { EmbeddedSession } from '../internal/createEmbeddedSession'
import type { EmbeddedSessionStore } from '../session/createEmbeddedSessionStore'
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

  /** The linking calls of a wallet signed in with `token` (the modal's client of the test service). */
  function linkingFor(token: string) {
    const client = createAuthClient({ authUrl: t.auth.url, projectId })
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
})
