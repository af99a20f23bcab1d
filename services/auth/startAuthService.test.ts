import { createHash, randomBytes } from 'node:crypto'
import { request, type ClientRequest } from 'node:http'
import { connect } from 'node:net'
import { describe, expect, it } from 'vitest'
import { approveFarcasterChannel } from './farcasterTestClient'
import { followSocialSignIn, latestCode, pkcePair, signInByEmail, socialStartUrl, startTestAuth } from './testing/testHelpers'

const refused = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1')
    socket.once('connect', () => {
      socket.destroy()
      resolve(false)
    })
    socket.once('error', () => resolve(true))
  })

describe('startAuthService', () => {
  it('logs no code, token or share through a whole round of sign-ins, and stops all three servers', async () => {
    const lines: string[] = []
    const requests: string[] = []
    const t = await startTestAuth({ log: (l) => lines.push(l), requestLog: (l) => requests.push(l) })
    const secrets: string[] = []

    const email = await signInByEmail(t, 'alice@example.test')
    secrets.push(await latestCode(t.auth, 'alice@example.test'), email.token)

    const { verifier, challenge } = await pkcePair()
    const back = new URL(await followSocialSignIn(t.auth, socialStartUrl(t.auth, 'google', { state: 's', challenge })))
    const social = await t.call('POST', '/v1/auth/social/exchange?projectId=airlock-demo', { body: { code: back.searchParams.get('code'), codeVerifier: verifier } })
    secrets.push(back.searchParams.get('code')!, verifier, social.body.session!.token)

    const channelSecret = randomBytes(32).toString('base64url')
    const channel = await t.call('POST', '/v1/auth/farcaster/channel?projectId=airlock-demo', { body: { secretHash: createHash('sha256').update(channelSecret).digest('base64url') } })
    await approveFarcasterChannel(channel.body.url!, { now: t.clock.now() })
    const done = await t.call('GET', `/v1/auth/farcaster/channel/${channel.body.channelToken}?projectId=airlock-demo`, { headers: { 'x-airlock-channel-secret': channelSecret } })
    secrets.push(channel.body.channelToken!, channelSecret, done.body.session!.token)

    const shares = { address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', authShare: Buffer.alloc(33, 7).toString('base64'), sealedRecoveryShare: Buffer.concat([Buffer.from([1]), Buffer.alloc(77, 8)]).toString('base64') }
    expect((await t.call('PUT', '/v1/wallet/shares?projectId=airlock-demo', { token: email.token, body: shares })).status).toBe(204)
    secrets.push(shares.authShare, shares.sealedRecoveryShare)

    const log = lines.join('\n')
    expect(log).toContain('code mail sent to alice@example.test')
    expect(log).toContain('google sign-in of google:alice')
    expect(log).toContain('farcaster sign-in of fid 1001')
    for (const secret of secrets) expect(log).not.toContain(secret)
    // The request log: one JSON object per request, under its route, with nothing secret either.
    const entries = requests.map((l) => JSON.parse(l) as Record<string, unknown>)
    expect(entries.find((e) => e.route === '/v1/auth/email/verify')).toMatchObject({ service: 'auth', method: 'POST', status: 200, requestId: expect.stringMatching(/^[0-9a-f]{16}$/) })
    for (const secret of secrets) expect(requests.join('\n')).not.toContain(secret)

    const ports = [new URL(t.auth.url).port, new URL(t.auth.issuer).port, String(t.auth.smtpPort)].map(Number)
    await t.stop()
    expect(await Promise.all(ports.map(refused))).toEqual([true, true, true])
  })

  it('files each request under an id: a load balancer\'s plain x-request-id is kept, anything else replaced, and a forged path stays one escaped line', async () => {
    const requests: string[] = []
    const t = await startTestAuth({ requestLog: (l) => requests.push(l) })
    try {
      const kept = await t.call('GET', '/v1/auth/session?projectId=airlock-demo', { headers: { 'x-request-id': 'lb-7f3a.42' } })
      expect(kept.headers.get('x-request-id')).toBe('lb-7f3a.42')
      const forged = await t.call('GET', '/v1/auth/session?projectId=airlock-demo', { headers: { 'x-request-id': 'x"}{"status":200' } })
      expect(forged.headers.get('x-request-id')).toMatch(/^[0-9a-f]{16}$/)
      await t.call('GET', '/nothing%0A{"route":"/forged"}?projectId=airlock-demo')
      expect(requests).toHaveLength(3)
      const entries = requests.map((l) => JSON.parse(l) as { requestId: string; route: string; status: number })
      expect(entries.map((e) => e.requestId).slice(0, 2)).toEqual(['lb-7f3a.42', forged.headers.get('x-request-id')])
      // The unknown path as it came (percent-encoded), one line, no field of its own.
      expect(entries[2]).toMatchObject({ route: '/nothing%0A%7B%22route%22:%22/forged%22%7D', status: 404 })
      expect(requests[2]!.split('\n')).toHaveLength(1)
    } finally {
      await t.stop()
    }
  })

  it('drains on stop: a request in flight when the stop begins gets its answer, and no new connection is taken', async () => {
    const t = await startTestAuth()
    const port = Number(new URL(t.auth.url).port)
    const body = JSON.stringify({ email: 'draining@example.test' })
    const arrived = new Promise<void>((resolve) => t.auth.app.server.once('request', () => resolve()))
    let req: ClientRequest | undefined
    const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
      req = request(
        { host: '127.0.0.1', port, method: 'POST', path: '/v1/auth/email/start?projectId=airlock-demo', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), connection: 'close' } },
        (res) => {
          let text = ''
          res.on('data', (chunk: Buffer) => (text += chunk.toString()))
          res.on('end', () => resolve({ status: res.statusCode!, body: text }))
        },
      )
      req.on('error', reject)
    })
    // Half the body: the service has the request and waits for the rest.
    req!.write(body.slice(0, 10))
    await arrived
    const stopping = t.stop()
    while (!(await refused(port))) await new Promise((r) => setTimeout(r, 10))
    // The service no longer takes connections; the request it holds still gets its answer.
    req!.end(body.slice(10))
    const answered = await answer
    expect(answered.status).toBe(200)
    expect(JSON.parse(answered.body)).toHaveProperty('expiresAt')
    await stopping
  })
})
