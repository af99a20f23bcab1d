import { createPublicKey, verify, type JsonWebKey } from 'node:crypto'

export interface IdTokenClaims {
  iss: string
  sub: string
  aud: string | string[]
  exp: number
  iat: number
  nonce?: string
  email?: string
  email_verified?: boolean
  name?: string
  preferred_username?: string
}

function decodePart<T>(part: string | undefined): T {
  if (!part) throw new Error('ID token is not a JWS')
  return JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as T
}

/**
 * Checks an OpenID Connect ID token (compact JWS, RS256) the way a relying party must: the
 * signature against the issuer's JWKS key named by `kid`, then `iss`, `aud` (our client id),
 * `exp` (60 s skew) and `nonce` (ours, against replay). Returns the claims or throws saying which
 * check failed.
 *
 * @example
 * const claims = verifyIdToken(tokens.id_token, { keys, issuer, audience: 'airlock-google', nonce, now: Date.now() })
 */
export function verifyIdToken(
  idToken: string,
  { keys, issuer, audience, nonce, now }: { keys: readonly JsonWebKey[]; issuer: string; audience: string; nonce: string; now: number },
): IdTokenClaims {
  const [h, p, s] = idToken.split('.')
  const header = decodePart<{ alg?: string; kid?: string }>(h)
  if (header.alg !== 'RS256') throw new Error(`ID token algorithm ${String(header.alg)} is not RS256`)
  const jwk = keys.find((k) => k.kid === header.kid && k.kty === 'RSA') ?? (keys.length === 1 && !header.kid ? keys[0] : undefined)
  if (!jwk) throw new Error('ID token key is not in the issuer JWKS')
  const key = createPublicKey({ key: jwk, format: 'jwk' })
  if (!s || !verify('RSA-SHA256', Buffer.from(`${h}.${p}`), key, Buffer.from(s, 'base64url'))) throw new Error('ID token signature is invalid')
  const claims = decodePart<IdTokenClaims>(p)
  if (claims.iss !== issuer) throw new Error('ID token issuer mismatch')
  const aud = Array.isArray(claims.aud) ? claims.aud : [claims.aud]
  if (!aud.includes(audience)) throw new Error('ID token audience mismatch')
  if (typeof claims.exp !== 'number' || claims.exp * 1000 < now - 60_000) throw new Error('ID token expired')
  if (claims.nonce !== nonce) throw new Error('ID token nonce mismatch')
  if (typeof claims.sub !== 'string' || claims.sub === '') throw new Error('ID token has no subject')
  return claims
}
