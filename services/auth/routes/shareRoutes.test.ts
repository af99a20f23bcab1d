import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signInByEmail, startTestAuth, type TestAuth } from '../testing/testHelpers'

const SHARES = '/v1/wallet/shares?projectId=airlock-demo'
/** A sealed recovery share's shape: version 1, then salt, nonce, ciphertext and tag (78 bytes). */
const sealed = (fill: number) => Buffer.concat([Buffer.from([1]), Buffer.alloc(77, fill)]).toString('base64')
const shares = { address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', authShare: Buffer.alloc(33, 1).toString('base64'), sealedRecoveryShare: sealed(2) }

describe('key shares', () => {
  let t: TestAuth
  beforeAll(async () => {
    t = await startTestAuth({ onDisk: true })
  })
  afterAll(() => t.stop())

  it('needs a session', async () => {
    expect((await t.call('GET', SHARES)).status).toBe(401)
    expect((await t.call('PUT', SHARES, { body: shares })).status).toBe(401)
  })

  it('stores both shares once per user, gives them back to that user only, and refuses an overwrite', async () => {
    const alice = await signInByEmail(t, 'alice@example.test')
    // No wallet yet is an answer, not an error: 200 with null (a first sign-in logs no failed request).
    const none = await t.call('GET', SHARES, { token: alice.token })
    expect(none.status).toBe(200)
    expect(none.headers.get('content-type')).toMatch(/^application\/json/)
    expect(none.body).toBeNull()
    expect((await t.call('PUT', SHARES, { token: alice.token, body: shares })).status).toBe(204)
    expect((await t.call('GET', SHARES, { token: alice.token })).body).toEqual(shares)

    const overwrite = await t.call('PUT', SHARES, { token: alice.token, body: { ...shares, authShare: Buffer.alloc(33, 9).toString('base64') } })
    expect(overwrite).toMatchObject({ status: 409, body: { error: { code: 'CONFLICT' } } })
    expect((await t.call('GET', SHARES, { token: alice.token })).body.authShare).toBe(shares.authShare)

    // A new session of the same person (another browser) gets the same shares.
    t.clock.advance(30_000)
    const again = await signInByEmail(t, 'alice@example.test')
    expect((await t.call('GET', SHARES, { token: again.token })).body).toEqual(shares)

    const bob = await signInByEmail(t, 'bob@example.test')
    expect((await t.call('GET', SHARES, { token: bob.token })).body).toBeNull()

    // The auth share and the sealed recovery share live in separate tables; no plain recovery share.
    expect(await t.sql.one('SELECT share FROM auth_shares WHERE user_id = ?', ['email:alice@example.test'])).toEqual({ share: shares.authShare })
    expect(await t.sql.one('SELECT sealed FROM sealed_recovery_shares WHERE user_id = ?', ['email:alice@example.test'])).toEqual({ sealed: shares.sealedRecoveryShare })
    expect(await t.sql.one('SELECT COUNT(*) AS n FROM recovery_shares')).toEqual({ n: 0 })
  })

  it('refuses malformed shares, a plain recovery share and anything that is not a sealed share', async () => {
    const carol = await signInByEmail(t, 'carol@example.test')
    const plain = Buffer.alloc(33, 2).toString('base64')
    const malformed = [
      { ...shares, address: '0x123' },
      { ...shares, authShare: 'not base64!' },
      { ...shares, authShare: Buffer.alloc(34, 1).toString('base64') },
      // The old wire shape: a plain recovery share, alone or beside a sealed one.
      { address: shares.address, authShare: shares.authShare, recoveryShare: plain },
      { ...shares, recoveryShare: plain },
      // A plain share (or any other data) in the sealed field: wrong size, wrong version, too long.
      { ...shares, sealedRecoveryShare: plain },
      { ...shares, sealedRecoveryShare: Buffer.concat([Buffer.from([2]), Buffer.alloc(77, 2)]).toString('base64') },
      { ...shares, sealedRecoveryShare: Buffer.concat([Buffer.from([1]), Buffer.alloc(2000, 2)]).toString('base64') },
      { ...shares, sealedRecoveryShare: 'A'.repeat(3000) },
      {},
    ]
    for (const body of malformed) {
      expect((await t.call('PUT', SHARES, { token: carol.token, body })).body.error?.code).toBe('BAD_REQUEST')
    }
    expect((await t.call('GET', SHARES, { token: carol.token })).body).toBeNull()
  })

  it('keeps a Solana (ed25519) wallet per user beside the EVM one, each created once, with a base58 address', async () => {
    const dave = await signInByEmail(t, 'dave@example.test')
    const SOLANA = `${SHARES}&curve=ed25519`
    const solana = { ...shares, address: '6xDEAVT7iouxZpN9wY6rWuiA69iFuCxHqxLrMosBCEtK', authShare: Buffer.alloc(33, 3).toString('base64'), sealedRecoveryShare: sealed(4) }
    expect((await t.call('PUT', SHARES, { token: dave.token, body: shares })).status).toBe(204)
    expect((await t.call('GET', SOLANA, { token: dave.token })).body).toBeNull()
    // An EVM address is no Solana address, and the other way round.
    expect((await t.call('PUT', SOLANA, { token: dave.token, body: shares })).body.error?.code).toBe('BAD_REQUEST')
    expect((await t.call('PUT', SOLANA, { token: dave.token, body: { ...solana, address: '6xDEAVT7iouxZpN9wY6rWuiA69iFuCxHqxLr' } })).body.error?.code).toBe('BAD_REQUEST')
    expect((await t.call('PUT', SOLANA, { token: dave.token, body: solana })).status).toBe(204)
    expect((await t.call('GET', SOLANA, { token: dave.token })).body).toEqual(solana)
    expect((await t.call('GET', SHARES, { token: dave.token })).body).toEqual(shares)
    expect((await t.call('PUT', SOLANA, { token: dave.token, body: solana })).status).toBe(409)
    expect((await t.call('GET', `${SHARES}&curve=p256`, { token: dave.token })).body.error?.code).toBe('BAD_REQUEST')
  })

  it('migrates an old-scheme wallet once: same address, new auth share, sealed recovery share, plain share deleted', async () => {
    const erin = await signInByEmail(t, 'erin@example.test')
    const userId = 'email:erin@example.test'
    const old = { address: shares.address, authShare: Buffer.alloc(33, 5).toString('base64'), recoveryShare: Buffer.alloc(33, 6).toString('base64') }
    // A wallet stored before this change: the plain recovery share in recovery_shares.
    await t.sql.run('INSERT INTO auth_shares (user_id, address, share, created_at) VALUES (?, ?, ?, 0)', [userId, old.address, old.authShare])
    await t.sql.run('INSERT INTO recovery_shares (user_id, share, created_at) VALUES (?, ?, 0)', [userId, old.recoveryShare])
    expect((await t.call('GET', SHARES, { token: erin.token })).body).toEqual(old)
    // A new wallet can't be put over it; a migration to another address is refused.
    expect((await t.call('PUT', SHARES, { token: erin.token, body: shares })).status).toBe(409)
    const MIGRATE = '/v1/wallet/shares/migrate?projectId=airlock-demo'
    expect((await t.call('POST', MIGRATE, { token: erin.token, body: { ...shares, address: '0x' + '1'.repeat(40) } })).status).toBe(409)
    expect((await t.call('POST', MIGRATE, { body: shares })).status).toBe(401)

    expect((await t.call('POST', MIGRATE, { token: erin.token, body: shares })).status).toBe(204)
    expect((await t.call('GET', SHARES, { token: erin.token })).body).toEqual(shares)
    expect(await t.sql.one('SELECT COUNT(*) AS n FROM recovery_shares WHERE user_id = ?', [userId])).toEqual({ n: 0 })
    // Once migrated, no session can swap the shares again.
    expect((await t.call('POST', MIGRATE, { token: erin.token, body: { ...shares, authShare: Buffer.alloc(33, 7).toString('base64') } })).status).toBe(409)
    expect((await t.call('GET', SHARES, { token: erin.token })).body).toEqual(shares)
  })
})
