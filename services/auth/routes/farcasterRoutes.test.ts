import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { farcasterTestUsers } from '../farcaster/farcasterTestUsers'
import { approveFarcasterChannel } from '../farcasterTestClient'
import { startTestAuth, type TestAuth } from '../internal/testHelpers'

const CHANNEL = '/v1/auth/farcaster/channel?projectId=airlock-demo'
const [alice, bob] = farcasterTestUsers as [(typeof farcasterTestUsers)[0], (typeof farcasterTestUsers)[0]]

describe('Farcaster sign-in relay', () => {
  let t: TestAuth
  beforeAll(async () => {
    t = await startTestAuth()
  })
  afterAll(() => t.stop())

  const newChannel = async () => {
    const res = await t.call('POST', CHANNEL)
    expect(res.status).toBe(200)
    return res.body as { channelToken: string; url: string; expiresAt: number }
  }
  const status = (token: string, projectId = 'airlock-demo') => t.call('GET', `/v1/auth/farcaster/channel/${token}?projectId=${projectId}`)

  it('creates a channel whose URL is a loopback page, then completes it when the test client approves', async () => {
    const channel = await newChannel()
    const url = new URL(channel.url)
    expect(`${url.origin}${url.pathname}`).toBe(`${t.auth.url}/farcaster/connect`)
    expect(url.searchParams.get('channelToken')).toBe(channel.channelToken)
    expect(url.searchParams.get('nonce')).toMatch(/^[0-9a-f]{24}$/)
    expect(channel.expiresAt).toBe(t.clock.now() + 5 * 60_000)
    expect((await status(channel.channelToken)).body).toEqual({ state: 'pending' })

    expect(await approveFarcasterChannel(channel.url, { now: t.clock.now() })).toEqual({ status: 204, body: null })
    const done = await status(channel.channelToken)
    expect(done.body.state).toBe('completed')
    expect(done.body.session).toMatchObject({ projectId: 'airlock-demo', user: { id: 'farcaster:1001', username: 'alice', provider: 'farcaster' } })
    const me = await t.call('GET', '/v1/auth/session?projectId=airlock-demo', { token: done.body.session!.token })
    expect(me.body.session?.user.id).toBe('farcaster:1001')

    const twice = await approveFarcasterChannel(channel.url, { now: t.clock.now() })
    expect(twice.status).toBe(409)
    // Another project can't read the channel.
    expect((await status(channel.channelToken, 'airlock-no-analytics')).status).toBe(404)
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
    expect((await status(channel.channelToken)).body).toEqual({ state: 'pending' })
  })

  it('binds a fid to the custody address it first signed in with', async () => {
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
    expect((await status(channel.channelToken)).body).toEqual({ state: 'expired' })
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
    expect((await status(channel.channelToken)).body.session?.user.id).toBe('farcaster:1002')
  })

  it('answers 404 for unknown channels', async () => {
    expect((await status('nope')).status).toBe(404)
    expect((await t.call('POST', '/v1/auth/farcaster/channel/nope/approve', { body: {} })).status).toBe(404)
  })
})
