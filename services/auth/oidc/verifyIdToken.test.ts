import { generateKeyPairSync, sign, type JsonWebKey } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { verifyIdToken } from './verifyIdToken'

const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })
const other = generateKeyPairSync('rsa', { modulusLength: 2048 })
const jwk = { ...publicKey.export({ format: 'jwk' }), kid: 'k1' } as JsonWebKey
const now = 1_800_000_000_000
const good = { iss: 'http://127.0.0.1:1', sub: 'alice', aud: 'airlock-google', exp: now / 1000 + 600, iat: now / 1000, nonce: 'n1', email: 'alice@example.test' }

function token(claims: object, { key = privateKey, header = { alg: 'RS256', kid: 'k1' } } = {}): string {
  const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url')
  const data = `${b64(header)}.${b64(claims)}`
  return `${data}.${sign('RSA-SHA256', Buffer.from(data), key).toString('base64url')}`
}

const check = (t: string) => verifyIdToken(t, { keys: [jwk], issuer: good.iss, audience: 'airlock-google', nonce: 'n1', now })

describe('verifyIdToken', () => {
  it('accepts a token signed by the issuer key for us, and returns its claims', () => {
    expect(check(token(good))).toMatchObject({ sub: 'alice', email: 'alice@example.test' })
  })

  it('refuses a wrong signature, algorithm, issuer, audience, nonce or an expired token', () => {
    expect(() => check(token(good, { key: other.privateKey }))).toThrow('signature is invalid')
    expect(() => check(token(good, { header: { alg: 'none', kid: 'k1' } }))).toThrow('not RS256')
    expect(() => check(token(good, { header: { alg: 'RS256', kid: 'k2' } }))).toThrow('not in the issuer JWKS')
    expect(() => check(token({ ...good, iss: 'http://127.0.0.1:2' }))).toThrow('issuer mismatch')
    expect(() => check(token({ ...good, aud: 'airlock-github' }))).toThrow('audience mismatch')
    expect(() => check(token({ ...good, nonce: 'n2' }))).toThrow('nonce mismatch')
    expect(() => check(token({ ...good, exp: now / 1000 - 61 }))).toThrow('expired')
    const [h, , s] = token(good).split('.')
    const forged = `${h}.${Buffer.from(JSON.stringify({ ...good, sub: 'bob' })).toString('base64url')}.${s}`
    expect(() => check(forged)).toThrow('signature is invalid')
  })
})
