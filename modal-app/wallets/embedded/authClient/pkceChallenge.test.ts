import { describe, expect, it } from 'vitest'
import { pkceChallenge } from './pkceChallenge'

describe('pkceChallenge', () => {
  it('matches the RFC 7636 appendix B test vector', () => {
    expect(pkceChallenge('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).toBe('E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM')
  })

  it('is unpadded base64url of 32 bytes (43 characters) and depends on every character', () => {
    const challenge = pkceChallenge('a'.repeat(43))
    expect(challenge).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(pkceChallenge('a'.repeat(42) + 'b')).not.toBe(challenge)
  })
})
