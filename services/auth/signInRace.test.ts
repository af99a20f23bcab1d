import { createHash, randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { farcasterTestUsers } from './farcaster/farcasterTestUsers'
import { approveFarcasterChannel } from './farcasterTestClient'
import type { RunningAuthService } from './startAuthService'
import { startAuthInstances, type AuthInstances } from './testing/startAuthInstances'
import { followSocialSignIn, pkcePair, socialStartUrl, TEST_REDIRECT, type ApiBody } from './testing/testHelpers'

// Sign-ins in flight race over two instances (a SQLite file; in the Postgres run, one Postgres
// database), each given the proxy's URL as its public URL and one OpenID Connect provider: the
// same provider callback, Farcaster approval or session poll sent to both at once is honoured by
// one instance only, because each is taken from the database by one conditional statement.
let running: AuthInstances
let a: RunningAuthService
let b: RunningAuthService
beforeAll(async () => {
  running = await startAuthInstances(2)
  ;[a, b] = running.instances as [RunningAuthService, RunningAuthService]
})
afterAll(() => running?.stop())

const Q = '?projectId=airlock-demo'
const [alice, bob] = farcasterTestUsers as [(typeof farcasterTestUsers)[0], (typeof farcasterTestUsers)[0]]

/** `url` (at the proxy) sent to `instance` instead, as if the balancer had picked it. */
const at = (instance: RunningAuthService, url: string) => url.replace(running.proxy.url, instance.address)

async function json(res: Response): Promise<{ status: number; body: ApiBody }> {
  const text = await res.text()
  return { status: res.status, body: (text ? JSON.parse(text) : {}) as ApiBody }
}

describe('sign-ins in flight racing over two instances', () => {
  it('finishes a social sign-in started at one instance at the other, and its callback only once when both get it at once', async () => {
    const { verifier, challenge } = await pkcePair()
    const callback = await followSocialSignIn(running.service, socialStartUrl(running.service, 'google', { state: 'raced', challenge }), { account: 'alice', untilCallback: true })
    // The provider sends the browser to the public URL: the proxy, not an instance of its own.
    expect(callback.startsWith(`${running.proxy.url}/v1/auth/social/callback?`)).toBe(true)
    const answers = await Promise.all([a, b].map((instance) => fetch(at(instance, callback), { redirect: 'manual' })))
    const redirected = answers.filter((r) => r.status === 302)
    expect(answers.map((r) => r.status).sort()).toEqual([302, 400])
    const back = new URL(redirected[0]!.headers.get('location')!)
    expect(`${back.origin}${back.pathname}`).toBe(TEST_REDIRECT)
    expect(back.searchParams.get('state')).toBe('raced')
    const refused = await json(answers.find((r) => r.status === 400)!)
    expect(refused.body.error?.code).toBe('SIGN_IN_FAILED')

    const exchange = await fetch(`${running.proxy.url}/v1/auth/social/exchange${Q}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ code: back.searchParams.get('code'), codeVerifier: verifier }),
    })
    expect((await json(exchange)).body.session?.user.id).toBe('google:alice')
  })

  it('takes one of two approvals of a Farcaster channel sent at once, and hands its session to one of two polls', async () => {
    const secret = randomBytes(32).toString('base64url')
    const opened = await json(
      await fetch(`${running.proxy.url}/v1/auth/farcaster/channel${Q}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ secretHash: createHash('sha256').update(secret).digest('base64url') }),
      }),
    )
    const channelUrl = opened.body.url!
    // The channel's page and SIWE domain are the public URL's, whichever instance opened it.
    expect(channelUrl.startsWith(`${running.proxy.url}/farcaster/connect?`)).toBe(true)
    expect(new URL(channelUrl).searchParams.get('domain')).toBe(new URL(running.proxy.url).host)

    const approvals = await Promise.all([approveFarcasterChannel(at(a, channelUrl), { user: alice }), approveFarcasterChannel(at(b, channelUrl), { user: bob })])
    expect(approvals.map((r) => r.status).sort()).toEqual([204, 409])
    const approver = approvals[0]!.status === 204 ? 'farcaster:1001' : 'farcaster:1002'

    const poll = (instance: RunningAuthService) => fetch(`${instance.address}/v1/auth/farcaster/channel/${opened.body.channelToken}${Q}`, { headers: { 'x-airlock-channel-secret': secret } }).then(json)
    const polls = await Promise.all([poll(a), poll(b)])
    expect(polls.map((p) => p.status).sort()).toEqual([200, 409])
    const released = polls.find((p) => p.status === 200)!
    expect(released.body).toMatchObject({ state: 'completed', session: { user: { id: approver } } })
    expect(polls.find((p) => p.status === 409)!.body.session).toBeUndefined()
  })
})
