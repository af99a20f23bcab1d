import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AuthSession } from '../../../shared/authApi/types'
import { followSocialSignIn, pkcePair, signInByEmail, socialStartUrl, startTestAuth, type TestAuth } from '../testing/testHelpers'

const P = '?projectId=airlock-demo'
const SHARES = `/v1/wallet/shares${P}`
const METHODS = `/v1/auth/methods${P}`
const LINK = `/v1/auth/methods/link${P}`
const UNLINK = `/v1/auth/methods/unlink${P}`
const sealed = Buffer.concat([Buffer.from([1]), Buffer.alloc(77, 2)]).toString('base64')
const wallet = (address: string) => ({ address, authShare: Buffer.alloc(33, 1).toString('base64'), sealedRecoveryShare: sealed })
const ALICE_WALLET = wallet('0x70997970C51812dc3A010C7d01b50e0d17dc79C8')
const BOB_WALLET = wallet('0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC')

async function signInWith(t: TestAuth, provider: string, account: string): Promise<AuthSession> {
  const { verifier, challenge } = await pkcePair()
  const back = new URL(await followSocialSignIn(t.auth, socialStartUrl(t.auth, provider, { state: 's', challenge }), { account }))
  const ok = await t.call('POST', `/v1/auth/social/exchange${P}`, { body: { code: back.searchParams.get('code'), codeVerifier: verifier } })
  if (ok.status !== 200) throw new Error(`exchange answered ${ok.status}`)
  return ok.body.session!
}

describe('linked sign-in methods', () => {
  let t: TestAuth
  beforeAll(async () => {
    t = await startTestAuth()
  })
  afterAll(() => t.stop())

  it('links an email to a Google user: a sign-in with the email opens the same wallet', async () => {
    const google = await signInWith(t, 'google', 'alice')
    expect((await t.call('PUT', SHARES, { token: google.token, body: ALICE_WALLET })).status).toBe(204)
    const before = await t.call('GET', METHODS, { token: google.token })
    expect(before.body).toEqual({ methods: [{ id: 'google:alice', kind: 'google', label: 'alice@example.test', linkedAt: 0 }] })

    const proof = await signInByEmail(t, 'alice.mail@example.test')
    const linked = await t.call('POST', LINK, { token: google.token, body: { proofToken: proof.token } })
    expect(linked.status).toBe(200)
    expect((linked.body as { methods: { id: string }[] }).methods.map((m) => m.id)).toEqual(['google:alice', 'email:alice.mail@example.test'])
    // The proof's session ended with the link.
    expect((await t.call('GET', `/v1/auth/session${P}`, { token: proof.token })).status).toBe(401)

    t.clock.advance(30_000)
    const byEmail = await signInByEmail(t, 'alice.mail@example.test')
    expect(byEmail.user).toEqual({ id: 'google:alice', email: 'alice.mail@example.test', provider: 'email', method: 'email:alice.mail@example.test' })
    expect((await t.call('GET', SHARES, { token: byEmail.token })).body).toEqual(ALICE_WALLET)
  })

  it('refuses a method that belongs to another wallet, and merges nothing', async () => {
    const bob = await signInWith(t, 'github', 'bob')
    expect((await t.call('PUT', SHARES, { token: bob.token, body: BOB_WALLET })).status).toBe(204)
    const alice = await signInWith(t, 'google', 'alice')
    const proof = await signInWith(t, 'github', 'bob')
    const refused = await t.call('POST', LINK, { token: alice.token, body: { proofToken: proof.token } })
    expect(refused).toMatchObject({ status: 409, body: { error: { code: 'METHOD_TAKEN' } } })
    expect((await t.call('GET', SHARES, { token: (await signInWith(t, 'github', 'bob')).token })).body).toEqual(BOB_WALLET)
    expect(((await t.call('GET', METHODS, { token: alice.token })).body as { methods: { id: string }[] }).methods.map((m) => m.id)).not.toContain('github:bob')
  })

  it('needs both proofs: a live session, and a fresh sign-in of the new method', async () => {
    const proof = await signInByEmail(t, 'carol@example.test')
    expect((await t.call('POST', LINK, { body: { proofToken: proof.token } })).status).toBe(401)
    const alice = await signInWith(t, 'google', 'alice')
    expect((await t.call('POST', LINK, { token: alice.token, body: { proofToken: 'x'.repeat(43) } })).body.error?.code).toBe('UNAUTHORIZED')
    t.clock.advance(5 * 60_000 + 1)
    const stale = await t.call('POST', LINK, { token: alice.token, body: { proofToken: proof.token } })
    expect(stale).toMatchObject({ status: 401, body: { error: { code: 'UNAUTHORIZED' } } })
  })

  it('unlinks a method but never the last one nor the one in use; an unlinked method no longer opens the wallet', async () => {
    const dave = await signInByEmail(t, 'dave@example.test')
    const only = await t.call('POST', UNLINK, { token: dave.token, body: { methodId: 'email:dave@example.test' } })
    expect(only).toMatchObject({ status: 409, body: { error: { code: 'LAST_METHOD' } } })
    expect((await t.call('PUT', SHARES, { token: dave.token, body: wallet('0x90F79bf6EB2c4f870365E785982E1f101E93b906') })).status).toBe(204)
    const discord = await signInWith(t, 'discord', 'bob')
    expect((await t.call('POST', LINK, { token: dave.token, body: { proofToken: discord.token } })).status).toBe(200)

    const inUse = await t.call('POST', UNLINK, { token: dave.token, body: { methodId: 'email:dave@example.test' } })
    expect(inUse).toMatchObject({ status: 409, body: { error: { code: 'METHOD_IN_USE' } } })
    const viaDiscord = await signInWith(t, 'discord', 'bob')
    expect(viaDiscord.user.id).toBe('email:dave@example.test')
    const unlinked = await t.call('POST', UNLINK, { token: viaDiscord.token, body: { methodId: 'email:dave@example.test' } })
    expect((unlinked.body as { methods: { id: string }[] }).methods.map((m) => m.id)).toEqual(['discord:bob'])
    // The old email sessions ended, and a new email sign-in is a new user with no wallet.
    expect((await t.call('GET', `/v1/auth/session${P}`, { token: dave.token })).status).toBe(401)
    t.clock.advance(30_000)
    const fresh = await signInByEmail(t, 'dave@example.test')
    expect(fresh.user.id).toMatch(/^user:/)
    expect((await t.call('GET', SHARES, { token: fresh.token })).body).toBeNull()
    // The wallet stays with the remaining method.
    const last = await t.call('POST', UNLINK, { token: viaDiscord.token, body: { methodId: 'discord:bob' } })
    expect(last.body.error?.code).toBe('LAST_METHOD')
    expect((await t.call('GET', SHARES, { token: viaDiscord.token })).body).toMatchObject({ address: '0x90F79bf6EB2c4f870365E785982E1f101E93b906' })
  })
})
