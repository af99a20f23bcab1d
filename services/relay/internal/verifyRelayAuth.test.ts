import { describe, expect, it } from 'vitest'
import { decodeDidKey } from './decodeDidKey'
import { signTestRelayJwt } from './signTestRelayJwt'
import { RelayAuthError, verifyRelayAuth } from './verifyRelayAuth'

const aud = 'ws://127.0.0.1:18788'
const isOwnAudience = (value: string) => value === aud

describe('verifyRelayAuth', () => {
  it('accepts a well-signed token and returns its did:key issuer', () => {
    const claims = verifyRelayAuth(signTestRelayJwt({ aud }), { isOwnAudience })
    expect(claims.iss).toMatch(/^did:key:z6Mk/)
    expect(decodeDidKey(claims.iss)).toHaveLength(32)
  })

  it('refuses tokens issued in the future, with the reason as message', () => {
    const future = Math.floor(Date.now() / 1000) + 3_600
    expect(() => verifyRelayAuth(signTestRelayJwt({ aud, iat: future, exp: future + 60 }), { isOwnAudience })).toThrow('JWT issued in the future')
  })

  it('refuses a non-EdDSA header and garbage', () => {
    const [, payload, sig] = signTestRelayJwt({ aud }).split('.')
    const hs = Buffer.from('{"alg":"HS256","typ":"JWT"}').toString('base64url')
    expect(() => verifyRelayAuth(`${hs}.${payload}.${sig}`, { isOwnAudience })).toThrow('JWT must be EdDSA')
    expect(() => verifyRelayAuth('%%%.%%%.%%%', { isOwnAudience })).toThrow(RelayAuthError)
  })
})

describe('decodeDidKey', () => {
  it('rejects other DID methods and foreign base58 characters', () => {
    expect(() => decodeDidKey('did:web:example.com')).toThrow('iss must be a did:key')
    expect(() => decodeDidKey('did:key:z0OIl')).toThrow('invalid base58')
  })
})
