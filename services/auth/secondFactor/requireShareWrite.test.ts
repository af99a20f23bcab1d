import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ss58Encode } from '../../../shared/polkadot/ss58Encode'
import { signUpByPasskey } from '../passkeys/testing/signUpByPasskey'
import { hashSecret } from '../internal/hashSecret'
import { signInByEmail, startTestAuth, type TestAuth } from '../testing/testHelpers'
import { totpFor } from './totpFor'

const P = '?projectId=airlock-demo'
const SF = `/v1/auth/second-factor`
const SHARES = `/v1/wallet/shares${P}`
const SOLANA = `${SHARES}&curve=ed25519`
const POLKADOT = `${SHARES}&curve=sr25519`
const MIGRATE = `/v1/wallet/shares/migrate${P}`
const PASSKEY_SHARES = `/v1/wallet/shares/passkey${P}`
const LINK = `/v1/auth/methods/link${P}`
const DEVICE = { 'x-airlock-device-proof': 'k'.repeat(43) }
const sealed = (version: number, fill: number) => Buffer.concat([Buffer.from([version]), Buffer.alloc(77, fill)]).toString('base64')
const EVM = { address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', authShare: Buffer.alloc(33, 1).toString('base64'), sealedRecoveryShare: sealed(1, 2) }
/** What a one-factor attacker uploads: shares of a key of its own (or junk) for a curve the victim has not made yet. */
const ATTACKER_SOLANA = { address: '6xDEAVT7iouxZpN9wY6rWuiA69iFuCxHqxLrMosBCEtK', authShare: Buffer.alloc(33, 3).toString('base64'), sealedRecoveryShare: sealed(1, 4) }
const ATTACKER_POLKADOT = { address: ss58Encode(new Uint8Array(32).fill(5), 0), authShare: Buffer.alloc(33, 6).toString('base64'), sealedRecoveryShare: sealed(1, 7) }
const NEW_DEVICE = { export: false, sendsAboveUsd: null, newDevice: true }
const EXPORT_ONLY = { export: true, sendsAboveUsd: null, newDevice: false }

const refused = { status: 403, body: { error: { code: 'SECOND_FACTOR_REQUIRED' } } }
const codeAt = (t: TestAuth, secret: string) => totpFor(secret, 'x').generate({ timestamp: t.clock.now() })

/** Confirms TOTP with `rules` for the session's user; answers the secret. */
async function enrol(t: TestAuth, token: string, rules: typeof NEW_DEVICE): Promise<string> {
  const { secret } = (await t.call('POST', `${SF}/enrol${P}`, { token })).body as unknown as { secret: string }
  expect((await t.call('POST', `${SF}/confirm${P}`, { token, body: { code: codeAt(t, secret), rules } })).status).toBe(200)
  return secret
}

/** Passes the factor for `token` with the next time step's code (a code works once). */
async function pass(t: TestAuth, token: string, secret: string): Promise<void> {
  t.clock.advance(30_000)
  expect((await t.call('POST', `${SF}/verify${P}`, { token, body: { code: codeAt(t, secret) } })).status).toBe(204)
}

// Checked through the API, so on both engines (vitest.postgres.config.ts); the old-scheme rows only SQL can make, below.
describe('the second factor guards every share write on a user with a wallet', () => {
  let t: TestAuth
  beforeAll(async () => {
    t = await startTestAuth()
  })
  afterAll(() => t.stop())

  /** A victim with an EVM wallet made on the browser of DEVICE, and TOTP with `rules`; answers its email and secret. */
  async function victim(name: string, rules = NEW_DEVICE): Promise<{ email: string; own: string; secret: string }> {
    const email = `${name}@example.test`
    const own = await signInByEmail(t, email)
    expect((await t.call('PUT', SHARES, { token: own.token, body: EVM, headers: DEVICE })).status).toBe(204)
    const secret = await enrol(t, own.token, rules)
    t.clock.advance(60_000)
    return { email, own: own.token, secret }
  }

  /** What the victim's own browser (its session and device proof) reads afterwards (null: nothing was stored). */
  const storedFor = async (own: string, path: string) => (await t.call('GET', path, { token: own, headers: DEVICE })).body

  it('attacker: with only the victim’s inbox, stores no shares for a curve the victim has not made yet (Solana, Polkadot)', async () => {
    const { email, own } = await victim('sw-new-curve')
    const stolen = await signInByEmail(t, email)
    expect(await t.call('PUT', SOLANA, { token: stolen.token, body: ATTACKER_SOLANA })).toMatchObject(refused)
    expect(await t.call('PUT', POLKADOT, { token: stolen.token, body: ATTACKER_POLKADOT })).toMatchObject(refused)
    // A made-up device proof is no proof: only the hash of one the victim's browser uploaded counts.
    expect(await t.call('PUT', SOLANA, { token: stolen.token, body: ATTACKER_SOLANA, headers: { 'x-airlock-device-proof': 'a'.repeat(43) } })).toMatchObject(refused)
    expect(await storedFor(own, SOLANA)).toBeNull()
    expect(await storedFor(own, POLKADOT)).toBeNull()
  })

  it('with a factor of any rules (export only): one factor writes nothing either', async () => {
    const { email, own } = await victim('sw-export-only', EXPORT_ONLY)
    const stolen = await signInByEmail(t, email)
    // The read is released (the recovery code opens it), the write is not (it needs no code).
    expect((await t.call('GET', SHARES, { token: stolen.token })).status).toBe(200)
    expect(await t.call('PUT', SOLANA, { token: stolen.token, body: ATTACKER_SOLANA })).toMatchObject(refused)
    expect(await storedFor(own, SOLANA)).toBeNull()
  })

  it('the victim’s own browser (its device proof) or a session that passed the factor adds a curve', async () => {
    const { email, own, secret } = await victim('sw-own')
    const known = await signInByEmail(t, email)
    expect((await t.call('PUT', SOLANA, { token: known.token, body: ATTACKER_SOLANA, headers: DEVICE })).status).toBe(204)
    expect(await storedFor(own, SOLANA)).toEqual(ATTACKER_SOLANA)
    t.clock.advance(60_000)
    const elsewhere = await signInByEmail(t, email)
    expect(await t.call('PUT', POLKADOT, { token: elsewhere.token, body: ATTACKER_POLKADOT })).toMatchObject(refused)
    await pass(t, elsewhere.token, secret)
    expect((await t.call('PUT', POLKADOT, { token: elsewhere.token, body: ATTACKER_POLKADOT })).status).toBe(204)
  })

  it('sign-up’s first upload needs nothing, even with a factor set before the wallet; the next curve needs the proof it recorded', async () => {
    const fresh = await signInByEmail(t, 'sw-fresh@example.test')
    expect((await t.call('PUT', SHARES, { token: fresh.token, body: EVM, headers: DEVICE })).status).toBe(204)
    const early = await signInByEmail(t, 'sw-early@example.test')
    await enrol(t, early.token, NEW_DEVICE)
    expect((await t.call('PUT', SHARES, { token: early.token, body: EVM, headers: DEVICE })).status).toBe(204)
    expect(await t.call('PUT', SOLANA, { token: early.token, body: ATTACKER_SOLANA })).toMatchObject(refused)
    expect((await t.call('PUT', SOLANA, { token: early.token, body: ATTACKER_SOLANA, headers: DEVICE })).status).toBe(204)
  })

  it('attacker: with only the victim’s inbox, files no passkey-sealed copy under the victim’s passkey; its own browser or the factor does', async () => {
    const email = 'sw-passkey@example.test'
    const own = await signInByEmail(t, email)
    expect((await t.call('PUT', SHARES, { token: own.token, body: EVM, headers: DEVICE })).status).toBe(204)
    // The victim's passkey, linked before the factor.
    const { session: proof, passkey } = await signUpByPasskey(t)
    expect((await t.call('POST', LINK, { token: own.token, body: { proofToken: proof.token } })).status).toBe(200)
    const secret = await enrol(t, own.token, NEW_DEVICE)
    t.clock.advance(60_000)
    const blob = { credentialId: passkey.id, sealed: sealed(2, 0x33) }
    const stolen = await signInByEmail(t, email)
    expect(await t.call('PUT', PASSKEY_SHARES, { token: stolen.token, body: blob })).toMatchObject(refused)
    expect(await storedFor(own.token, `${PASSKEY_SHARES}&credentialId=${passkey.id}`)).toBeNull()
    // The victim's own browser files it; another session once it passed the factor files the next curve's.
    expect((await t.call('PUT', PASSKEY_SHARES, { token: stolen.token, body: blob, headers: DEVICE })).status).toBe(204)
    t.clock.advance(60_000)
    const elsewhere = await signInByEmail(t, email)
    expect(await t.call('PUT', `${PASSKEY_SHARES}&curve=ed25519`, { token: elsewhere.token, body: blob })).toMatchObject(refused)
    await pass(t, elsewhere.token, secret)
    expect((await t.call('PUT', `${PASSKEY_SHARES}&curve=ed25519`, { token: elsewhere.token, body: blob })).status).toBe(204)
  })
})

describe('the second factor guards an old-scheme wallet’s migration', () => {
  let t: TestAuth
  beforeAll(async () => {
    t = await startTestAuth({ onDisk: true })
  })
  afterAll(() => t.stop())
  const old = { address: EVM.address, authShare: Buffer.alloc(33, 8).toString('base64'), recoveryShare: Buffer.alloc(33, 9).toString('base64') }
  const junk = { address: EVM.address, authShare: Buffer.alloc(33, 0xee).toString('base64'), sealedRecoveryShare: sealed(1, 0xee) }

  /** A victim whose EVM wallet is of the old scheme (plain recovery share at the service), made on the browser of DEVICE, with TOTP and the new-device rule. */
  async function oldSchemeVictim(name: string): Promise<{ email: string; userId: string; secret: string }> {
    const email = `${name}@example.test`
    const userId = `email:${email}`
    const own = await signInByEmail(t, email)
    await t.sql.run('INSERT INTO auth_shares (user_id, address, share, created_at) VALUES (?, ?, ?, 0)', [userId, old.address, old.authShare])
    await t.sql.run('INSERT INTO recovery_shares (user_id, share, created_at) VALUES (?, ?, 0)', [userId, old.recoveryShare])
    // The browser that made it, as the service knows browsers (the hash of its device proof).
    await t.sql.run('INSERT INTO wallet_devices (user_id, proof_hash, created_at) VALUES (?, ?, 0)', [userId, hashSecret(DEVICE['x-airlock-device-proof'])])
    const secret = await enrol(t, own.token, NEW_DEVICE)
    t.clock.advance(60_000)
    return { email, userId, secret }
  }
  const oldRows = async (userId: string) => ({
    auth: await t.sql.one('SELECT address, share FROM auth_shares WHERE user_id = ?', [userId]),
    plain: await t.sql.one('SELECT share FROM recovery_shares WHERE user_id = ?', [userId]),
    sealed: await t.sql.one('SELECT sealed FROM sealed_recovery_shares WHERE user_id = ?', [userId]),
  })

  it('attacker: with only the victim’s inbox, can’t overwrite it with junk under its address, and its shares stay', async () => {
    const { email, userId } = await oldSchemeVictim('sw-migrate-victim')
    const before = await oldRows(userId)
    expect(before).toEqual({ auth: { address: old.address, share: old.authShare }, plain: { share: old.recoveryShare }, sealed: undefined })
    const stolen = await signInByEmail(t, email)
    expect(await t.call('POST', MIGRATE, { token: stolen.token, body: junk })).toMatchObject(refused)
    expect(await oldRows(userId)).toEqual(before)
  })

  it('the browser that made it (device proof) migrates it; a session that passed the factor too; an address other than the stored one is refused with the shares intact', async () => {
    const { email, userId, secret } = await oldSchemeVictim('sw-migrate-own')
    const elsewhere = await signInByEmail(t, email)
    await pass(t, elsewhere.token, secret)
    const before = await oldRows(userId)
    // Another address, even after the factor: nothing changes, the plain share stays.
    expect((await t.call('POST', MIGRATE, { token: elsewhere.token, body: { ...junk, address: '0x' + '1'.repeat(40) } })).status).toBe(409)
    expect(await oldRows(userId)).toEqual(before)
    const resplit = { address: old.address, authShare: Buffer.alloc(33, 0x11).toString('base64'), sealedRecoveryShare: sealed(1, 0x12) }
    expect((await t.call('POST', MIGRATE, { token: elsewhere.token, body: resplit })).status).toBe(204)
    expect(await oldRows(userId)).toEqual({ auth: { address: old.address, share: resplit.authShare }, plain: undefined, sealed: { sealed: resplit.sealedRecoveryShare } })

    const other = await oldSchemeVictim('sw-migrate-device')
    const known = await signInByEmail(t, other.email)
    expect((await t.call('POST', MIGRATE, { token: known.token, body: resplit, headers: DEVICE })).status).toBe(204)
    expect((await oldRows(other.userId)).plain).toBeUndefined()
  })
})
