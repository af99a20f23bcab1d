import { combine } from 'shamir-secret-sharing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createAuthClient } from '../../modal-app/wallets/embedded/authClient/createAuthClient'
import { ed25519Scheme } from '../../modal-app/wallets/embedded/keys/ed25519Scheme'
import { secp256k1Scheme } from '../../modal-app/wallets/embedded/keys/secp256k1Scheme'
import { splitKey } from '../../modal-app/wallets/embedded/keys/splitKey'
import { createEmbeddedSessionStore } from '../../modal-app/wallets/embedded/session/createEmbeddedSessionStore'
import type { RecoveryPrompt } from '../../modal-app/wallets/embedded/session/RecoveryPrompt'
import { createMemoryStorage } from '../../modal-app/wallets/embedded/storage/createMemoryStorage'
import { openRecoveryShare } from '../../modal-app/wallets/embedded/keys/openRecoveryShare'
import { recoveryContext } from '../../modal-app/wallets/embedded/keys/recoveryContext'
import type { KeyCurve } from '../../modal-app/wallets/embedded/keys/KeyScheme'
import { bytesBase64 } from '../../shared/encoding/bytesBase64'
import { createPasskeyClient } from '../../modal-app/wallets/embedded/passkey/createPasskeyClient'
import { createPasskeySeal } from '../../modal-app/wallets/embedded/passkey/createPasskeySeal'
import { signInByPasskey, signUpByPasskey } from './passkeys/testing/signUpByPasskey'
import { signInByEmail, startTestAuth, type TestAuth } from './testing/testHelpers'

const PROJECT = 'airlock-demo'

/** Every string anywhere in a value (rows, JSON answers), however deep. */
function strings(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value)
  else if (Array.isArray(value)) for (const v of value) strings(v, out)
  else if (value && typeof value === 'object') for (const v of Object.values(value)) strings(v, out)
  return out
}

/** Every byte string an attacker could read out of a text: its base64, base64url, hex and UTF-8 readings. */
function readings(text: string): Uint8Array[] {
  const out: Uint8Array[] = [new TextEncoder().encode(text)]
  for (const part of [text, ...text.split(/[^A-Za-z0-9+/=_-]+/)]) {
    if (/^[A-Za-z0-9+/]+={0,2}$/.test(part)) out.push(new Uint8Array(Buffer.from(part, 'base64')))
    if (/^[A-Za-z0-9_-]+$/.test(part)) out.push(new Uint8Array(Buffer.from(part, 'base64url')))
    const hex = part.replace(/^0x/, '')
    if (/^([0-9a-fA-F]{2})+$/.test(hex)) out.push(new Uint8Array(Buffer.from(hex, 'hex')))
  }
  return out
}

/**
 * The attacker's search over material: every 32-byte window (of anything up to 256 bytes) taken
 * as a secret of either curve, and every pair of share-like values combined (Shamir). Share-like:
 * every 33-byte window (a share of a 32-byte key is 33 bytes, its last byte the x coordinate) of
 * values up to 128 bytes, which covers every share and every slice of the sealed blob. Answers
 * every candidate secret, hex.
 */
async function everySecretDerivable(material: Uint8Array[]): Promise<Set<string>> {
  const secrets = new Set<string>()
  const shareLike = new Map<string, Uint8Array>()
  for (const bytes of material) {
    if (bytes.length <= 256) for (let i = 0; i + 32 <= bytes.length; i++) secrets.add(Buffer.from(bytes.slice(i, i + 32)).toString('hex'))
    if (bytes.length <= 128) for (let i = 0; i + 33 <= bytes.length; i++) shareLike.set(Buffer.from(bytes.slice(i, i + 33)).toString('hex'), bytes.slice(i, i + 33))
  }
  const shares = [...shareLike.values()]
  for (let a = 0; a < shares.length; a++) {
    for (let b = a + 1; b < shares.length; b++) {
      if (shares[a]![32] === shares[b]![32]) continue
      secrets.add(Buffer.from(await combine([shares[a]!, shares[b]!])).toString('hex'))
    }
  }
  return secrets
}

/**
 * Whether the search reached the wallet at `address`: a candidate is the key exactly when it
 * controls the address. Deriving an address costs about 2 ms, so the candidates (tens of
 * thousands) are compared with the key itself, known to the test from the visitor's side, and the
 * match, if any, is confirmed by deriving its address.
 */
function reaches(candidates: Set<string>, secret: Uint8Array, scheme: typeof secp256k1Scheme | typeof ed25519Scheme, address: string): boolean {
  const hex = Buffer.from(secret).toString('hex')
  return candidates.has(hex) && scheme.sameAddress(scheme.addressOf(new Uint8Array(Buffer.from(hex, 'hex'))), address)
}

/** Everything the auth service's database holds (SQLite or Postgres): every row of every table, every column. */
async function dumpDatabase(t: TestAuth): Promise<unknown[]> {
  const tables =
    t.engine === 'sqlite'
      ? await t.sql.all<{ name: string }>("SELECT name FROM sqlite_master WHERE type = 'table'")
      : await t.sql.all<{ name: string }>("SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public'")
  return Promise.all(tables.map(async ({ name }) => ({ name, rows: await t.sql.all(`SELECT * FROM "${name}"`) })))
}

/**
 * Custody (issue 33, point 1), tested as the attacker acts: someone holding the auth service's
 * whole database (the operator, a leaked backup) and a live session of the visitor (a guessed
 * email code, a leaked token) tries to rebuild the visitor's embedded wallet key from everything
 * they hold: every row of every table, and every answer a valid session gets (the session, both
 * curves' shares). They try every 32-byte window as a key and every pair of 33-byte windows as
 * Shamir shares, and fail: the service holds one share in the clear and the other only sealed
 * under the recovery code that never reaches it, or under a passkey's PRF output that never
 * leaves the visitor's authenticator and modal (issue 38 #2).
 *
 * On the code before this change (commit e5801cd) the same search succeeds at once: the service
 * stored the auth share and the plain recovery share (`auth_shares`, `recovery_shares`) and `GET
 * /v1/wallet/shares` returned both to any session, and any two shares rebuild the key. The last
 * test keeps that old shape alive as a control: a wallet stored the old way is rebuilt by this
 * very search, so the search is not blind.
 */
describe('no server-side material, alone or with a session, rebuilds an embedded key', { timeout: 120_000 }, () => {
  let t: TestAuth
  beforeAll(async () => {
    t = await startTestAuth({ onDisk: true })
  })
  afterAll(() => t.stop())

  /** The visitor's own modal: the real session store and auth client, a visitor who keeps the code. */
  async function visitorSignsIn(email: string, knownCode = '') {
    let kept = knownCode
    const recovery: RecoveryPrompt = {
      confirmNewCode: async (code) => void (kept = code),
      askForCode: async (tryCode) => tryCode(kept),
    }
    const client = createAuthClient({ authUrl: t.auth.url, projectId: PROJECT })
    const wallet = createEmbeddedSessionStore({ client, openStorage: async () => createMemoryStorage(), solanaScheme: ed25519Scheme })
    const snapshot = await wallet.signIn(await signInByEmail(t, email), { recovery })
    return { snapshot, code: () => kept, client, wallet }
  }

  /** The visitor's own key, rebuilt the visitor's way (their code opens the sealed share); the test's ground truth. */
  async function visitorsSecret(email: string, code: string, curve: KeyCurve): Promise<Uint8Array> {
    t.clock.advance(60_000)
    const session = await signInByEmail(t, email)
    const shares = (await t.call('GET', `/v1/wallet/shares?projectId=${PROJECT}&curve=${curve}`, { token: session.token })).body
    const recoveryShare = await openRecoveryShare(code, shares.sealedRecoveryShare!, recoveryContext(`email:${email}`, curve, shares.address!))
    return combine([bytesBase64.decode(shares.authShare!), recoveryShare])
  }

  async function attackerMaterial(email: string): Promise<Uint8Array[]> {
    // The attacker's own session for the visitor (one email code is enough).
    t.clock.advance(60_000)
    const session = await signInByEmail(t, email)
    const answers = []
    for (const path of ['/v1/auth/session', '/v1/wallet/shares', '/v1/wallet/shares?curve=ed25519', '/v1/wallet/shares?curve=secp256k1']) {
      const glue = path.includes('?') ? '&' : '?'
      answers.push((await t.call('GET', `${path}${glue}projectId=${PROJECT}`, { token: session.token })).body)
    }
    return [...strings(await dumpDatabase(t)), ...strings(answers), session.token].flatMap(readings)
  }

  it('a wallet made by the modal (EVM and Solana): the database plus a live session reach neither address', async () => {
    const visitor = await visitorSignsIn('victim@example.test')
    const evmSecret = await visitorsSecret('victim@example.test', visitor.code(), 'secp256k1')
    const solanaSecret = await visitorsSecret('victim@example.test', visitor.code(), 'ed25519')
    expect(secp256k1Scheme.addressOf(evmSecret)).toBe(visitor.snapshot.address)
    expect(ed25519Scheme.addressOf(solanaSecret)).toBe(visitor.snapshot.solanaAddress)

    const material = await attackerMaterial('victim@example.test')
    // The attacker does hold what the service keeps: the address, the auth share, the sealed blob.
    const text = material.map((m) => Buffer.from(m).toString('latin1')).join('\n')
    expect(text).toContain(visitor.snapshot.address)
    const candidates = await everySecretDerivable(material)
    expect(candidates.size).toBeGreaterThan(1000)
    expect(reaches(candidates, evmSecret, secp256k1Scheme, visitor.snapshot.address!)).toBe(false)
    expect(reaches(candidates, solanaSecret, ed25519Scheme, visitor.snapshot.solanaAddress!)).toBe(false)
    // Only with the visitor's own code does the key come back (a new browser of the visitor's).
    t.clock.advance(60_000)
    const again = await visitorSignsIn('victim@example.test', visitor.code())
    expect(again.snapshot.address).toBe(visitor.snapshot.address)
  })

  it('a wallet sealed under a passkey (PRF) too: the database plus a live session reach neither address; the passkey alone brings it back', async () => {
    // The authenticator's PRF output for this credential: only the visitor's device computes it.
    const prfOutput = new Uint8Array(Buffer.from('5f'.repeat(32), 'hex'))
    const passkeys = createPasskeyClient({ authUrl: t.auth.url, projectId: PROJECT })
    const modal = (prf: Uint8Array, forCode: () => Promise<void>) => {
      const client = createAuthClient({ authUrl: t.auth.url, projectId: PROJECT })
      const wallet = createEmbeddedSessionStore({ client, openStorage: async () => createMemoryStorage(), solanaScheme: ed25519Scheme })
      let code = ''
      const recovery: RecoveryPrompt = { confirmNewCode: async (shown) => void (code = shown), askForCode: forCode }
      return { wallet, recovery, code: () => code, prf }
    }
    const signUp = await signUpByPasskey(t)
    const first = modal(prfOutput, () => Promise.reject(new Error('a new wallet asks for no code')))
    const snapshot = await first.wallet.signIn(signUp.session, { recovery: first.recovery, passkey: createPasskeySeal(passkeys, signUp.passkey.id, prfOutput) })
    expect(first.wallet.keySource()).toBe('created')
    const userId = signUp.session.user.id
    const sealed = (await t.call('GET', `/v1/wallet/shares/passkey?projectId=${PROJECT}&credentialId=${signUp.passkey.id}`, { token: signUp.session.token })).body as unknown as { sealed: string }
    expect(Buffer.from(sealed.sealed, 'base64')[0]).toBe(2)

    // The attacker: every row (the passkey tables included) and every answer a live session of the visitor gets.
    t.clock.advance(60_000)
    const stolen = await signInByPasskey(t, signUp.passkey)
    const answers = []
    for (const path of ['/v1/auth/session', '/v1/wallet/shares', '/v1/wallet/shares?curve=ed25519', `/v1/wallet/shares/passkey?credentialId=${signUp.passkey.id}`, `/v1/wallet/shares/passkey?curve=ed25519&credentialId=${signUp.passkey.id}`]) {
      const glue = path.includes('?') ? '&' : '?'
      answers.push((await t.call('GET', `${path}${glue}projectId=${PROJECT}`, { token: stolen.token })).body)
    }
    const material = [...strings(await dumpDatabase(t)), ...strings(answers), stolen.token].flatMap(readings)
    expect(material.map((m) => Buffer.from(m).toString('latin1')).join('\n')).toContain(sealed.sealed)

    // The visitor's key, from a new browser holding only the passkey: no recovery code asked.
    const again = modal(prfOutput, () => Promise.reject(new Error('the passkey alone must do')))
    t.clock.advance(60_000)
    const back = await again.wallet.signIn(await signInByPasskey(t, signUp.passkey), { recovery: again.recovery, passkey: createPasskeySeal(passkeys, signUp.passkey.id, prfOutput) })
    expect(again.wallet.keySource()).toBe('auth+passkey')
    expect(back.address).toBe(snapshot.address)
    expect(back.solanaAddress).toBe(snapshot.solanaAddress)
    const evmSecret = (await again.wallet.exportKeys()).evm.secret
    const solanaSecret = await visitorsSecretOf(userId, first.code(), 'ed25519', stolen.token)

    const candidates = await everySecretDerivable(material)
    expect(candidates.size).toBeGreaterThan(1000)
    expect(reaches(candidates, evmSecret, secp256k1Scheme, snapshot.address!)).toBe(false)
    expect(reaches(candidates, solanaSecret, ed25519Scheme, snapshot.solanaAddress!)).toBe(false)
    // Another passkey's PRF output opens nothing: the code is asked for.
    const other = modal(new Uint8Array(32).fill(7), () => Promise.reject(new Error('asked for the code')))
    await expect(other.wallet.signIn(await signInByPasskey(t, signUp.passkey), { recovery: other.recovery, passkey: createPasskeySeal(passkeys, signUp.passkey.id, other.prf) })).rejects.toThrow('asked for the code')
  })

  /** A passkey user's key on `curve`, rebuilt the visitor's way with the recovery code they were shown. */
  async function visitorsSecretOf(userId: string, code: string, curve: KeyCurve, token: string): Promise<Uint8Array> {
    const shares = (await t.call('GET', `/v1/wallet/shares?projectId=${PROJECT}&curve=${curve}`, { token })).body
    const recoveryShare = await openRecoveryShare(code, shares.sealedRecoveryShare!, recoveryContext(userId, curve, shares.address!))
    return combine([bytesBase64.decode(shares.authShare!), recoveryShare])
  }

  it('a wallet of the old scheme, migrated on its next sign-in, is out of reach too (its plain recovery share is gone)', async () => {
    const secret = secp256k1Scheme.generate()
    const address = secp256k1Scheme.addressOf(secret).toLowerCase()
    const old = await splitKey(secret)
    await t.sql.run('INSERT INTO auth_shares (user_id, address, share, created_at) VALUES (?, ?, ?, 0)', ['email:old@example.test', address, bytesBase64.encode(old.authShare)])
    await t.sql.run('INSERT INTO recovery_shares (user_id, share, created_at) VALUES (?, ?, 0)', ['email:old@example.test', bytesBase64.encode(old.recoveryShare)])
    const visitor = await visitorSignsIn('old@example.test')
    expect(visitor.wallet.keySource()).toBe('migrated')
    expect(visitor.snapshot.address!.toLowerCase()).toBe(address)
    const solanaSecret = await visitorsSecret('old@example.test', visitor.code(), 'ed25519')
    const candidates = await everySecretDerivable(await attackerMaterial('old@example.test'))
    expect(reaches(candidates, secret, secp256k1Scheme, address)).toBe(false)
    expect(reaches(candidates, solanaSecret, ed25519Scheme, visitor.snapshot.solanaAddress!)).toBe(false)
  })

  it('control: a wallet stored the old way (both shares in the clear) is rebuilt by the same search', async () => {
    const secret = secp256k1Scheme.generate()
    const address = secp256k1Scheme.addressOf(secret).toLowerCase()
    const old = await splitKey(secret)
    await t.sql.run('INSERT INTO auth_shares (user_id, address, share, created_at) VALUES (?, ?, ?, 0)', ['email:unmigrated@example.test', address, bytesBase64.encode(old.authShare)])
    await t.sql.run('INSERT INTO recovery_shares (user_id, share, created_at) VALUES (?, ?, 0)', ['email:unmigrated@example.test', bytesBase64.encode(old.recoveryShare)])
    const candidates = await everySecretDerivable(await attackerMaterial('unmigrated@example.test'))
    expect(reaches(candidates, secret, secp256k1Scheme, address)).toBe(true)
  })
})
