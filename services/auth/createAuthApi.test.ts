import { request as httpRequest } from 'node:http'
import { afterEach, describe, expect, it } from 'vitest'
import { mailsTo, startTestAuth, type TestAuth } from './testing/testHelpers'

const EVIL = 'https://evil.example'

/** A raw HTTP request: fetch won't send a foreign Host header, a rebinding page's browser does. */
function rawRequest(url: string, { method = 'GET', host, body }: { method?: string; host: string; body?: string }): Promise<{ status: number; text: string }> {
  const u = new URL(url)
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: u.hostname, port: u.port, path: `${u.pathname}${u.search}`, method, headers: { host, ...(body ? { 'content-type': 'application/json' } : {}) } }, (res) => {
      let text = ''
      res.on('data', (d: Buffer) => (text += d.toString()))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text }))
    })
    req.on('error', reject)
    req.end(body)
  })
}

describe('the auth service checks the routed path, its own Host, and serves dev pages only in the local stack', () => {
  let t: TestAuth | undefined
  afterEach(async () => {
    await t?.stop()
    t = undefined
  })

  // Spellings of `/v1/auth/email/start` that the router takes for it.
  const startSpellings = ['/%761/auth/email/start', '/v1/auth/%65mail/start', '//v1/auth/email/start', '/v1//auth/email//start', '/v1/auth/email/start']

  it('attacker: a cross-site form post to any spelling of the email route gets the same 403, and no code is mailed', async () => {
    t = await startTestAuth()
    for (const path of startSpellings) {
      const res = await t.call('POST', `${path}?projectId=airlock-demo`, { body: { email: 'victim@example.test' }, headers: { origin: EVIL } })
      expect({ path, status: res.status, code: res.body.error?.code }).toEqual({ path, status: 403, code: 'PROJECT_NOT_ALLOWED' })
    }
    // A form post (no CORS preflight) is refused the same way.
    const form = await fetch(`${t.auth.url}/%761/auth/email/start?projectId=airlock-demo`, {
      method: 'POST',
      headers: { origin: EVIL, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'email=victim%40example.test',
    })
    expect(form.status).toBe(403)
    expect(await mailsTo(t.auth, 'victim@example.test')).toEqual([])
    // The modal's own origin still works through the plain path.
    const ok = await t.call('POST', '/v1/auth/email/start?projectId=airlock-demo', { body: { email: 'visitor@example.test' }, headers: { origin: 'http://localhost:15174' } })
    expect(ok.status).toBe(200)
  })

  it('attacker: percent-escaped and doubled-slash spellings of verify spend the same per-client email budget', async () => {
    t = await startTestAuth()
    const spellings = ['/v1/auth/%65mail/verify', '//v1/auth/email/verify', '/%761/auth/email//verify']
    const answers: number[] = []
    // The budget is 60 at once (the clock stands still, so nothing refills).
    for (let i = 0; i < 60; i++) {
      const res = await t.call('POST', `${spellings[i % spellings.length]}?projectId=airlock-demo`, { body: { email: `guess${i}@example.test`, code: '123456' } })
      answers.push(res.status)
    }
    expect(answers.every((s) => s === 400)).toBe(true)
    for (const path of [...spellings, '/v1/auth/email/verify']) {
      const res = await t.call('POST', `${path}?projectId=airlock-demo`, { body: { email: 'x@example.test', code: '123456' } })
      expect({ path, status: res.status, code: res.body.error?.code }).toEqual({ path, status: 429, code: 'THROTTLED' })
    }
  })

  it('attacker: a request naming a foreign Host (DNS rebinding) is refused by the API and the OpenID provider', async () => {
    t = await startTestAuth()
    const port = new URL(t.auth.url).port
    for (const host of [`rebind.evil.example:${port}`, 'rebind.evil.example', `127.0.0.1:${Number(port) + 1}`, `localhost.evil.example:${port}`]) {
      const start = await rawRequest(`${t.auth.url}/v1/auth/email/start?projectId=airlock-demo`, { method: 'POST', host, body: JSON.stringify({ email: 'victim@example.test' }) })
      expect(start.status).toBe(421)
      expect((await rawRequest(`${t.auth.url}/mailbox/api/messages`, { host })).status).toBe(421)
    }
    const issuer = new URL(t.auth.issuer)
    expect((await rawRequest(`${t.auth.issuer}/.well-known/openid-configuration`, { host: `rebind.evil.example:${issuer.port}` })).status).toBe(421)
    expect(await mailsTo(t.auth, 'victim@example.test')).toEqual([])
    // Its own names still answer.
    for (const host of [`127.0.0.1:${port}`, `localhost:${port}`]) expect((await rawRequest(`${t.auth.url}/mailbox/api/messages`, { host })).status).toBe(200)
    expect((await rawRequest(`${t.auth.issuer}/.well-known/openid-configuration`, { host: `127.0.0.1:${issuer.port}` })).status).toBe(200)
  })

  it("attacker: a cross-site form can't press the connect page's Approve button; the page's own form can", async () => {
    t = await startTestAuth()
    const channel = await t.call('POST', '/v1/auth/farcaster/channel?projectId=airlock-demo', { body: { secretHash: 'x'.repeat(43) } })
    const press = (origin: string) =>
      fetch(`${t!.auth.url}/farcaster/connect/approve`, {
        method: 'POST',
        headers: { origin, 'content-type': 'application/x-www-form-urlencoded' },
        body: `channelToken=${channel.body.channelToken}&fid=1001`,
      })
    const port = new URL(t.auth.url).port
    for (const origin of [EVIL, 'http://localhost:15174', `http://127.0.0.1:${Number(port) + 1}`]) expect((await press(origin)).status).toBe(403)
    expect(await (await fetch(channel.body.url!)).text()).toContain('Waiting for approval.')
    expect(await (await press(`http://localhost:${port}`)).text()).toContain('Approved as @alice')
  })

  it('has no mailbox, no Farcaster connect page and no test-user fids unless started as the local stack', async () => {
    t = await startTestAuth({ devPages: false })
    expect((await fetch(`${t.auth.url}/mailbox`)).status).toBe(404)
    expect((await fetch(`${t.auth.url}/mailbox/api/messages`)).status).toBe(404)
    const channel = await t.call('POST', '/v1/auth/farcaster/channel?projectId=airlock-demo', { body: { secretHash: 'x'.repeat(43) } })
    expect((await fetch(channel.body.url!)).status).toBe(404)
    const approve = await fetch(`${t.auth.url}/farcaster/connect/approve`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: `channelToken=${channel.body.channelToken}&fid=1001` })
    expect(approve.status).toBe(404)
    // Codes still go out by mail; only the page that shows them all is gone.
    expect((await t.call('POST', '/v1/auth/email/start?projectId=airlock-demo', { body: { email: 'a@example.test' } })).status).toBe(200)
    expect(t.auth.sink.messages('a@example.test')).toHaveLength(1)
  })
})
