import { createPublicKey, verify } from 'node:crypto'
import { decodeDidKey } from './decodeDidKey'

/** Why a connection's `auth` was refused; `message` goes into the websocket close reason. */
export class RelayAuthError extends Error {
  override name = 'RelayAuthError'
}

export interface RelayAuthClaims {
  /** The client's `did:key`; stable per client, so it identifies a publisher across reconnects. */
  iss: string
  sub: string
  aud: string
  iat: number
  exp: number
}

export interface VerifyRelayAuthOptions {
  /** Decides whether the `aud` claim names this relay. */
  isOwnAudience: (aud: string) => boolean
  /** Seconds since the epoch; injectable for tests. */
  nowSeconds?: number
  /** Clock skew tolerated on `iat` / `exp`, in seconds. */
  skewSeconds?: number
}

function decodeSegment(segment: string | undefined): Record<string, unknown> {
  if (!segment) throw new RelayAuthError('malformed JWT')
  let parsed: unknown
  try {
    parsed = JSON.parse(Buffer.from(segment, 'base64url').toString('utf8'))
  } catch {
    throw new RelayAuthError('malformed JWT')
  }
  if (!parsed || typeof parsed !== 'object') throw new RelayAuthError('malformed JWT')
  return parsed as Record<string, unknown>
}

/**
 * Verifies a WalletConnect relay JWT (the `auth` query parameter): EdDSA over ed25519, signed by
 * the key named in `iss` (a `did:key`), addressed to this relay (`aud`), and not expired.
 * Returns the claims, or throws `RelayAuthError` whose message says what was wrong.
 *
 * @example
 * const claims = verifyRelayAuth(jwt, { isOwnAudience: (aud) => aud === 'ws://127.0.0.1:18788' })
 * claims.iss // 'did:key:z6Mk…'
 */
export function verifyRelayAuth(jwt: string | null | undefined, options: VerifyRelayAuthOptions): RelayAuthClaims {
  if (!jwt) throw new RelayAuthError('missing auth')
  const parts = jwt.split('.')
  if (parts.length !== 3) throw new RelayAuthError('malformed JWT')
  const header = decodeSegment(parts[0])
  const payload = decodeSegment(parts[1])
  if (header.alg !== 'EdDSA' || header.typ !== 'JWT') throw new RelayAuthError('JWT must be EdDSA')
  const { iss, sub, aud, iat, exp } = payload
  if (typeof iss !== 'string' || typeof aud !== 'string' || typeof iat !== 'number' || typeof exp !== 'number') {
    throw new RelayAuthError('JWT claims missing')
  }
  let rawKey: Uint8Array
  try {
    rawKey = decodeDidKey(iss)
  } catch (error) {
    throw new RelayAuthError((error as Error).message)
  }
  const key = createPublicKey({
    key: { kty: 'OKP', crv: 'Ed25519', x: Buffer.from(rawKey).toString('base64url') },
    format: 'jwk',
  })
  const signature = Buffer.from(parts[2] ?? '', 'base64url')
  const signed = Buffer.from(`${parts[0]}.${parts[1]}`, 'utf8')
  if (signature.length !== 64 || !verify(null, signed, key, signature)) {
    throw new RelayAuthError('bad JWT signature')
  }
  if (!options.isOwnAudience(aud)) throw new RelayAuthError(`JWT aud ${aud} is not this relay`)
  const now = options.nowSeconds ?? Math.floor(Date.now() / 1000)
  const skew = options.skewSeconds ?? 60
  if (exp + skew < now) throw new RelayAuthError('JWT expired')
  if (iat - skew > now) throw new RelayAuthError('JWT issued in the future')
  return { iss, sub: typeof sub === 'string' ? sub : '', aud, iat, exp }
}
