import { generateKeyPairSync, sign, type KeyObject } from 'node:crypto'
import { base58 } from '../../../shared/solana/base58'

function didKeyOf(publicKey: KeyObject): string {
  const x = Buffer.from(publicKey.export({ format: 'jwk' }).x ?? '', 'base64url')
  return `did:key:z${base58.encode(Uint8Array.from([0xed, 0x01, ...x]))}`
}

export interface TestJwtOptions {
  aud: string
  /** Sign with a different key than the one named in `iss` (a forged token). */
  forge?: boolean
  iat?: number
  exp?: number
}

/**
 * Makes a relay JWT the way WalletConnect clients do (EdDSA, `iss` = did:key of a fresh ed25519
 * key), for tests of the relay's auth check; `forge` signs it with a second, unrelated key.
 *
 * @example
 * const jwt = signTestRelayJwt({ aud: relay.url })
 * new WebSocket(`${relay.url}?auth=${jwt}`)
 */
export function signTestRelayJwt({ aud, forge = false, iat, exp }: TestJwtOptions): string {
  const issuer = generateKeyPairSync('ed25519')
  const signer = forge ? generateKeyPairSync('ed25519') : issuer
  const now = Math.floor(Date.now() / 1000)
  const header = Buffer.from(JSON.stringify({ alg: 'EdDSA', typ: 'JWT' })).toString('base64url')
  const claims = { iss: didKeyOf(issuer.publicKey), sub: 'test', aud, iat: iat ?? now, exp: exp ?? now + 86_400 }
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url')
  const signature = sign(null, Buffer.from(`${header}.${payload}`), signer.privateKey).toString('base64url')
  return `${header}.${payload}.${signature}`
}
