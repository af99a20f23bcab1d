import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto'
import { isoBase64URL, isoCBOR } from '@simplewebauthn/server/helpers'
import type { PasskeyCreationOptions, PasskeyCredentialJSON, PasskeyRequestOptions } from '../../../../shared/authApi/passkeyTypes'

export interface SoftPasskey {
  readonly id: string
  /** The user handle the registration options named (base64url). */
  readonly userHandle: string
  /** The attestation for `options`, made at `origin` (what `navigator.credentials.create` gives). */
  register(options: PasskeyCreationOptions, origin: string): PasskeyCredentialJSON
  /** An assertion for `options` at `origin`; `counter` overrides the next signature counter. */
  assert(options: PasskeyRequestOptions, origin: string, override?: { counter?: number; userVerified?: boolean; rpId?: string; topOrigin?: string }): PasskeyCredentialJSON
}

/**
 * A software authenticator for the service's tests (an ES256 key, `none` attestation, a counter
 * that counts up), so the routes are tested against real WebAuthn bytes the library verifies,
 * not against a stand-in of the library. `userVerified: false` answers as an authenticator that
 * only tests presence.
 *
 * @example
 * const passkey = createSoftPasskey()
 * const registration = passkey.register(options, 'http://localhost:15174')
 */
export function createSoftPasskey({ userVerified = true }: { userVerified?: boolean } = {}): SoftPasskey {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' })
  const jwk = publicKey.export({ format: 'jwk' })
  const rawId = randomBytes(16)
  const id = isoBase64URL.fromBuffer(rawId)
  let counter = 0
  let userHandle = ''
  const flags = (uv: boolean, attested: boolean) => 0x01 | (uv ? 0x04 : 0) | (attested ? 0x40 : 0)
  const authData = (rpId: string, flagByte: number, count: number, attested?: Uint8Array) => {
    const head = Buffer.alloc(37)
    createHash('sha256').update(rpId).digest().copy(head, 0)
    head[32] = flagByte
    head.writeUInt32BE(count, 33)
    return attested ? Buffer.concat([head, attested]) : head
  }
  // In a cross-origin frame the browser adds the page around it (`topOrigin`).
  const clientData = (type: string, challenge: string, origin: string, topOrigin?: string) =>
    Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: topOrigin !== undefined, ...(topOrigin ? { topOrigin } : {}) }))

  return {
    id,
    get userHandle() {
      return userHandle
    },
    register(options, origin) {
      userHandle = options.user.id
      const cose = isoCBOR.encode(
        new Map<number, number | Uint8Array>([
          [1, 2],
          [3, -7],
          [-1, 1],
          [-2, isoBase64URL.toBuffer(jwk.x!)],
          [-3, isoBase64URL.toBuffer(jwk.y!)],
        ]) as never,
      )
      const length = Buffer.alloc(2)
      length.writeUInt16BE(rawId.length)
      const attested = Buffer.concat([Buffer.alloc(16), length, rawId, Buffer.from(cose)])
      const data = authData(options.rp.id ?? new URL(origin).hostname, flags(userVerified, true), counter, attested)
      const attestationObject = isoCBOR.encode(new Map<string, unknown>([['fmt', 'none'], ['attStmt', new Map()], ['authData', new Uint8Array(data)]]) as never)
      return {
        id,
        rawId: id,
        type: 'public-key',
        response: { clientDataJSON: isoBase64URL.fromBuffer(clientData('webauthn.create', options.challenge, origin)), attestationObject: isoBase64URL.fromBuffer(attestationObject), transports: ['internal'] },
        clientExtensionResults: {},
      }
    },
    assert(options, origin, override = {}) {
      counter = override.counter ?? counter + 1
      const data = authData(override.rpId ?? options.rpId ?? new URL(origin).hostname, flags(override.userVerified ?? userVerified, false), counter)
      const client = clientData('webauthn.get', options.challenge, origin, override.topOrigin)
      const signature = sign('sha256', Buffer.concat([data, createHash('sha256').update(client).digest()]), privateKey)
      return {
        id,
        rawId: id,
        type: 'public-key',
        response: {
          clientDataJSON: isoBase64URL.fromBuffer(client),
          authenticatorData: isoBase64URL.fromBuffer(data),
          signature: isoBase64URL.fromBuffer(signature),
          ...(userHandle ? { userHandle } : {}),
        },
        clientExtensionResults: {},
      }
    },
  }
}
