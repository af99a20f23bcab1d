import { createHash, randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { farcasterTestUsers } from '../farcaster/farcasterTestUsers'
import { approveFarcasterChannel } from '../farcasterTestClient'
import { startTestAuth, type TestAuth } from '../testing/testHelpers'

const CHANNEL = '/v1/auth/farcaster/channel?projectId=airlock-demo'
const [alice, bob] = farcasterTestUsers as [(typeof farcasterTestUsers)[0], (typeof farcasterTestUsers)[0]]

/** A channel as the modal holds it: the relay's answer plus the secret only the modal knows. */
type OpenChannel = { channelToken: string; url: string; expiresAt: number; secret: string }

describe('Farcaster sign-in relay', () => {
  let t: TestAuth
  beforeAll(async () => {
    t = await startTestAuth()
  })
  afterAll(() => t.stop())

  const newChannel = async (): Promise<OpenChannel> => {
    const secret = randomBytes(32).toString('base64url')
    const res = await t.call('POST', CHANNEL, { body: { secretHash: createHash('sha256').update(secret).digest('base64url') } })
    expect(res.status).toBe(200)
    return { ...(res.body as { channelToken: string; url: string; expiresAt: number }), secret }
  }
  /** The modal's poll (with its secret), or anyone's (`secret` undefined: only what the QR shows). */
  const status = (token: string, secret: string | undefined, projectId = 'airlock-demo') =>
    t.call('GET', `/v1/auth/farcaster/channel/${token}?projectId=${projectId}`, { headers: secret === undefined ? {} : { 'x-airlock-channel-secret': secret } })

  it('creates a channel whose URL is a loopback page, then completes it when the test client approves', async () => {
    const channel = await newChannel()
    const url = new URL(channel.url)
    expect(`${url.origin}${url.pathname}`).toBe(`${t.auth.url}/farcaster/connect`)
    expect(url.searchParams.get('channelToken')).toBe(channel.channelToken)
    expect(url.searchParams.get('nonce')).toMatch(/^[0-9a-f]{24}$/)
    // The secret is nowhere in what the QR code carries.
    expect(channel.url).not.toContain(channel.secret)
    expect(channel.expiresAt).toBe(t.clock.now() + 5 * 60_000)
    expect((await status(channel.channelToken, channel.secret)).body).toEqual({ state: 'pending' })

    expect(await approveFarcasterChannel(channel.url, { now: t.clock.now() })).toEqual({ status: 204, body: null })
    const done = await status(channel.channelToken, channel.secret)
    expect(done.body.state).toBe('completed')
    expect(done.body.session).toMatchObject({ projectId: 'airlock-demo', user: { id: 'farcaster:1001', username: 'alice', provider: 'farcaster' } })
    const me = await t.call('GET', '/v1/auth/session?projectId=airlock-demo', { token: done.body.session!.token })
    expect(me.body.session?.user.id).toBe('farcaster:1001')

    const twice = await approveFarcasterChannel(channel.url, { now: t.clock.now() })
    expect(twice.status).toBe(409)
    // Another project can't read the channel, even with the secret.
    expect((await status(channel.channelToken, channel.secret, 'airlock-no-analytics')).status).toBe(404)
  })

  it('refuses to open a channel without the hash of a modal secret', async () => {
    for (const body of [undefined, {}, { secretHash: 'short' }, { secretHash: 12 }]) {
      const res = await t.call('POST', CHANNEL, body === undefined ? {} : { body })
      expect(res).toMatchObject({ status: 400, body: { error: { code: 'BAD_REQUEST' } } })
    }
  })

  it('attacker: replaying the channel token from the QR code without the modal’s secret gets no session', async () => {
    const channel = await newChannel()
    expect((await approveFarcasterChannel(channel.url, { now: t.clock.now() })).status).toBe(204)
    // The onlooker has the QR (token, nonce, domain) and the public project id, and polls as the modal did before.
    const replays = [
      await status(channel.channelToken, undefined),
      await status(channel.channelToken, ''),
      await status(channel.channelToken, randomBytes(32).toString('base64url')),
      // The hash itself is no key either (it is all the relay stores).
      await status(channel.channelToken, createHash('sha256').update(channel.secret).digest('base64url')),
    ]
    for (const r of replays) {
      expect(r).toMatchObject({ status: 404, body: { error: { code: 'NOT_FOUND' } } })
      expect(JSON.stringify(r.body)).not.toContain('token')
    }
    // The modal, which holds the secret, still gets its session after all that.
    expect((await status(channel.channelToken, channel.secret)).body.session?.user.id).toBe('farcaster:1001')
  })

  it('attacker: a second poll after the session was released gets nothing, even with the secret', async () => {
    const channel = await newChannel()
    expect((await approveFarcasterChannel(channel.url, { now: t.clock.now() })).status).toBe(204)
    const first = await status(channel.channelToken, channel.secret)
    expect(first.body.session?.token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    const polls = [await status(channel.channelToken, channel.secret), await status(channel.channelToken, channel.secret)]
    for (const again of polls) {
      expect(again).toMatchObject({ status: 409, body: { error: { code: 'CONFLICT' } } })
      expect(again.body.session).toBeUndefined()
    }
    // Nor can it be approved again to mint a second session.
    expect((await approveFarcasterChannel(channel.url, { user: bob, now: t.clock.now() })).status).toBe(409)
  })

  it('refuses a signature that is not the custody key, a wrong nonce or domain, and an expired message', async () => {
    const channel = await newChannel()
    const refusals = [
      await approveFarcasterChannel(channel.url, { signerKey: bob.custodyKey, now: t.clock.now() }),
      await approveFarcasterChannel(channel.url, { nonce: 'abcdef0123456789abcdef01', now: t.clock.now() }),
      await approveFarcasterChannel(channel.url, { domain: 'evil.example', now: t.clock.now() }),
      await approveFarcasterChannel(channel.url, { expiresInMs: -1000, now: t.clock.now() }),
    ]
    expect(refusals.map((r) => r.status)).toEqual([400, 400, 400, 400])
    expect(refusals.map((r) => (r.body as { error: { message: string } }).error.message)).toEqual([
      'Farcaster sign-in refused: the signature does not match the custody address',
      "Farcaster sign-in refused: the nonce is not this channel's",
      'Farcaster sign-in refused: the message is for another domain',
      'Farcaster sign-in refused: the message has expired',
    ])
    expect((await status(channel.channelToken, channel.secret)).body).toEqual({ state: 'pending' })
  })

  it('attacker: a fid claimed with a key that is not its registered custody key is refused, even before its owner ever signed in', async () => {
    // A fresh service: bob's fid has never been bound here, so "first to sign in" would win it.
    const fresh = await startTestAuth()
    try {
      const secret = randomBytes(32).toString('base64url')
      const res = await fresh.call('POST', CHANNEL, { body: { secretHash: createHash('sha256').update(secret).digest('base64url') } })
      const url = res.body.url!
      // A correct SIWF signature, by the attacker's own key, naming bob's fid.
      const attackerKey = `0x${randomBytes(32).toString('hex')}` as const
      const claim = await approveFarcasterChannel(url, { user: { ...bob, custodyKey: attackerKey }, now: fresh.clock.now() })
      expect(claim).toMatchObject({ status: 400, body: { error: { code: 'SIGN_IN_FAILED', message: 'Farcaster sign-in refused: this fid belongs to another custody address' } } })
      // A fid the registry doesn't know is refused too, whoever signs.
      const unknown = await approveFarcasterChannel(url, { user: { fid: 424242, username: 'mallory', custodyKey: attackerKey }, now: fresh.clock.now() })
      expect(unknown).toMatchObject({ status: 400, body: { error: { message: 'Farcaster sign-in refused: this fid is not in the Farcaster ID registry' } } })
      const poll = await fresh.call('GET', `/v1/auth/farcaster/channel/${res.body.channelToken}?projectId=airlock-demo`, { headers: { 'x-airlock-channel-secret': secret } })
      expect(poll.body).toEqual({ state: 'pending' })
      // Bob, signing with his own custody key, still gets in.
      expect((await approveFarcasterChannel(url, { user: bob, now: fresh.clock.now() })).status).toBe(204)
    } finally {
      await fresh.stop()
    }
  })

  it('keeps a fid to its custody address', async () => {
    const first = await newChannel()
    expect((await approveFarcasterChannel(first.url, { user: bob, now: t.clock.now() })).status).toBe(204)
    const second = await newChannel()
    // Alice's key claiming bob's fid: signed correctly, but not bob's custody address.
    const impostor = await approveFarcasterChannel(second.url, { user: { ...bob, custodyKey: alice.custodyKey }, now: t.clock.now() })
    expect(impostor.status).toBe(400)
    expect(JSON.stringify(impostor.body)).toContain('another custody address')
  })

  it('expires a channel after 5 minutes', async () => {
    const channel = await newChannel()
    t.clock.advance(5 * 60_000)
    expect((await status(channel.channelToken, channel.secret)).body).toEqual({ state: 'expired' })
    const late = await approveFarcasterChannel(channel.url, { now: t.clock.now() })
    expect(late).toMatchObject({ status: 400, body: { error: { code: 'CODE_EXPIRED' } } })
  })

  it('approves from the connect page as a test user (dev stack)', async () => {
    const channel = await newChannel()
    const page = await (await fetch(channel.url)).text()
    expect(page).toContain('data-testid="airlock-farcaster-approve-alice"')
    const res = await fetch(`${t.auth.url}/farcaster/connect/approve`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ channelToken: channel.channelToken, fid: '1002' }).toString(),
    })
    expect(await res.text()).toContain('Approved as @bob')
    expect((await status(channel.channelToken, channel.secret)).body.session?.user.id).toBe('farcaster:1002')
  })

  it('answers 404 for unknown channels', async () => {
    expect((await status('nope', 'x')).status).toBe(404)
    expect((await t.call('POST', '/v1/auth/farcaster/channel/nope/approve', { body: {} })).status).toBe(404)
  })
})
