import { createHash, randomBytes } from 'node:crypto'
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
    const t = await startTestAuth({ log: (l) => lines.push(l) })
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

    const ports = [new URL(t.auth.url).port, new URL(t.auth.issuer).port, String(t.auth.smtpPort)].map(Number)
    await t.stop()
    expect(await Promise.all(ports.map(refused))).toEqual([true, true, true])
  })
})
