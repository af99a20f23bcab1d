import { p256 } from '@noble/curves/nist.js'
import { sha256 } from '@noble/hashes/sha2.js'
import { bytesToHex, concat, toBytes } from 'viem'
import { toWebAuthnAccount, type WebAuthnAccount } from 'viem/account-abstraction'

export interface SoftwarePasskeyOptions {
  /** The origin the "browser" writes into clientDataJSON. */
  origin?: string
  /** The relying party id whose SHA-256 starts authenticatorData. */
  rpId?: string
  /** Whether the authenticator reports user verification (flag UV); true by default. */
  userVerified?: boolean
  /** Hands out the high-s twin of every signature (valid P-256, refused by a low-s verifier unless the client normalises it). */
  highS?: boolean
  /** The credential's P-256 secret key (random by default). */
  secretKey?: Uint8Array
}

const base64url = (bytes: Uint8Array): string => Buffer.from(bytes).toString('base64url')

/**
 * A WebAuthn authenticator in software, for Node tests and the bench where no browser runs: a
 * P-256 credential whose `getFn` answers `navigator.credentials.get` as a platform authenticator
 * does (clientDataJSON with type, challenge and origin; authenticatorData = SHA-256(rpId) ||
 * flags UP (and UV) || counter; a DER P-256 signature over authenticatorData ||
 * SHA-256(clientDataJSON)), wrapped in viem's `toWebAuthnAccount`, so the whole client path (viem's
 * parsing, our encoding) runs as in the modal. Local tests only: the key is in memory.
 *
 * @example
 * const passkey = softwarePasskey({ origin: 'http://localhost:15174' })
 * const { signature, webauthn } = await passkey.sign({ hash })
 */
export function softwarePasskey({ origin = 'http://localhost', rpId = 'localhost', userVerified = true, highS = false, secretKey = p256.utils.randomSecretKey() }: SoftwarePasskeyOptions = {}): WebAuthnAccount {
  const publicKey = bytesToHex(p256.getPublicKey(secretKey, false).slice(1))
  const id = base64url(sha256(secretKey).slice(0, 16))
  let counter = 0
  const getFn = async (options?: CredentialRequestOptions): Promise<Credential | null> => {
    const challenge = options?.publicKey?.challenge
    if (!challenge) throw new Error('no challenge')
    const clientDataJSON = JSON.stringify({ type: 'webauthn.get', challenge: base64url(new Uint8Array(challenge as ArrayBuffer)), origin, crossOrigin: false })
    counter += 1
    const flags = 0x01 | (userVerified ? 0x04 : 0)
    const authenticatorData = concat([sha256(new TextEncoder().encode(options?.publicKey?.rpId ?? rpId)), Uint8Array.of(flags), toBytes(counter, { size: 4 })])
    const digest = sha256(concat([authenticatorData, sha256(new TextEncoder().encode(clientDataJSON))]))
    let signature = p256.Signature.fromBytes(p256.sign(digest, secretKey, { prehash: false }))
    if (highS && !signature.hasHighS()) signature = new p256.Signature(signature.r, p256.Point.CURVE().n - signature.s)
    const response = { clientDataJSON: new TextEncoder().encode(clientDataJSON).buffer, authenticatorData: authenticatorData.buffer, signature: signature.toBytes('der').buffer }
    return { id, type: 'public-key', response } as unknown as Credential
  }
  return toWebAuthnAccount({ credential: { id, publicKey }, getFn: getFn as never, rpId })
}
