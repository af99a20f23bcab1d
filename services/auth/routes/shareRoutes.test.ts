import Database from 'better-sqlite3'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signInByEmail, startTestAuth, type TestAuth } from '../internal/testHelpers'

const SHARES = '/v1/wallet/shares?projectId=airlock-demo'
const shares = { address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', authShare: Buffer.alloc(33, 1).toString('base64'), recoveryShare: Buffer.alloc(33, 2).toString('base64') }

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
    expect((await t.call('GET', SHARES, { token: alice.token })).body.error?.code).toBe('NOT_FOUND')
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
    expect((await t.call('GET', SHARES, { token: bob.token })).status).toBe(404)

    // The two shares live in separate tables.
    const db = new Database(t.databasePath, { readonly: true })
    expect(db.prepare('SELECT share FROM auth_shares WHERE user_id = ?').get('email:alice@example.test')).toEqual({ share: shares.authShare })
    expect(db.prepare('SELECT share FROM recovery_shares WHERE user_id = ?').get('email:alice@example.test')).toEqual({ share: shares.recoveryShare })
    db.close()
  })

  it('refuses malformed shares', async () => {
    const carol = await signInByEmail(t, 'carol@example.test')
    for (const body of [{ ...shares, address: '0x123' }, { ...shares, authShare: 'not base64!' }, { ...shares, recoveryShare: 'A'.repeat(3000) }, {}]) {
      expect((await t.call('PUT', SHARES, { token: carol.token, body })).body.error?.code).toBe('BAD_REQUEST')
    }
    expect((await t.call('GET', SHARES, { token: carol.token })).status).toBe(404)
  })

  it('keeps a Solana (ed25519) wallet per user beside the EVM one, each created once, with a base58 address', async () => {
    const dave = await signInByEmail(t, 'dave@example.test')
    const SOLANA = `${SHARES}&curve=ed25519`
    const solana = { ...shares, address: '6xDEAVT7iouxZpN9wY6rWuiA69iFuCxHqxLrMosBCEtK', authShare: Buffer.alloc(33, 3).toString('base64') }
    expect((await t.call('PUT', SHARES, { token: dave.token, body: shares })).status).toBe(204)
    expect((await t.call('GET', SOLANA, { token: dave.token })).status).toBe(404)
    // An EVM address is no Solana address, and the other way round.
    expect((await t.call('PUT', SOLANA, { token: dave.token, body: shares })).body.error?.code).toBe('BAD_REQUEST')
    expect((await t.call('PUT', SOLANA, { token: dave.token, body: { ...solana, address: '6xDEAVT7iouxZpN9wY6rWuiA69iFuCxHqxLr' } })).body.error?.code).toBe('BAD_REQUEST')
    expect((await t.call('PUT', SOLANA, { token: dave.token, body: solana })).status).toBe(204)
    expect((await t.call('GET', SOLANA, { token: dave.token })).body).toEqual(solana)
    expect((await t.call('GET', SHARES, { token: dave.token })).body).toEqual(shares)
    expect((await t.call('PUT', SOLANA, { token: dave.token, body: solana })).status).toBe(409)
    expect((await t.call('GET', `${SHARES}&curve=p256`, { token: dave.token })).body.error?.code).toBe('BAD_REQUEST')
  })
})
