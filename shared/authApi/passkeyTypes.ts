/**
 * Wire shapes of the auth service's passkey routes (WebAuthn, relying party = the modal's origin),
 * shared by `services/auth/passkeys` and the modal's passkey step. Binary fields are base64url,
 * as in the WebAuthn JSON forms (`PublicKeyCredential.toJSON()`).
 *
 * Routes (base = the `authUrl` service option, every one with `?projectId=`):
 * - `POST /v1/auth/passkey/register/options` → {@link PasskeyCreationOptions}: a new user handle
 *   and a single-use challenge (2 minutes)
 * - `POST /v1/auth/passkey/register/verify` body {@link PasskeyResponseBody} → {@link PasskeyRegistered}
 *   (201): the attestation checked (challenge, origin, RP id, user verification) and the
 *   credential stored for that user; no session yet (the sign-in that follows gives one)
 * - `POST /v1/auth/passkey/login/options` body {@link PasskeyLoginOptionsRequest} → {@link PasskeyRequestOptions}
 * - `POST /v1/auth/passkey/login/verify` body {@link PasskeyResponseBody} → `SessionResponse`: the
 *   assertion checked (challenge, origin, RP id, user verification, signature, counter)
 * - `GET  /v1/wallet/shares/passkey?curve&credentialId` (bearer) → {@link PasskeySealedShare} or `null`
 * - `PUT  /v1/wallet/shares/passkey?curve` (bearer) body {@link PasskeySealedShare} → 204 (409 when one exists)
 */

/** `PublicKeyCredentialCreationOptionsJSON` as the service answers it. */
export interface PasskeyCreationOptions {
  rp: { id?: string; name: string }
  user: { id: string; name: string; displayName: string }
  challenge: string
  pubKeyCredParams: { type: 'public-key'; alg: number }[]
  timeout?: number
  excludeCredentials?: { id: string; type: 'public-key'; transports?: string[] }[]
  authenticatorSelection?: { residentKey?: string; requireResidentKey?: boolean; userVerification?: string; authenticatorAttachment?: string }
  attestation?: string
}

/** `PublicKeyCredentialRequestOptionsJSON` as the service answers it. */
export interface PasskeyRequestOptions {
  challenge: string
  rpId?: string
  timeout?: number
  allowCredentials?: { id: string; type: 'public-key'; transports?: string[] }[]
  userVerification?: string
}

/** Body of `login/options`: a credential to ask for by id (right after registering it); none lets the visitor pick. */
export interface PasskeyLoginOptionsRequest {
  credentialId?: string
}

/** Body of both `verify` routes: the credential as `PublicKeyCredential.toJSON()` gives it. */
export interface PasskeyResponseBody {
  response: PasskeyCredentialJSON
}

/** A registration or an assertion in the WebAuthn JSON form (binary fields base64url). */
export interface PasskeyCredentialJSON {
  id: string
  rawId: string
  type: 'public-key'
  response: {
    clientDataJSON: string
    attestationObject?: string
    transports?: string[]
    authenticatorData?: string
    signature?: string
    userHandle?: string
  }
  clientExtensionResults: Record<string, unknown>
  authenticatorAttachment?: string
}

export interface PasskeyRegistered {
  credentialId: string
}

/**
 * The recovery share sealed in the modal under a key derived from the passkey's PRF output
 * (same 78-byte layout as `sealedRecoveryShare`, first byte {@link PASSKEY_SEALED_SHARE_VERSION}),
 * kept per credential: the service can't open it without the passkey.
 */
export interface PasskeySealedShare {
  credentialId: string
  sealed: string
}

/** First byte of a passkey-sealed recovery share (the code-sealed one is 1). */
export const PASSKEY_SEALED_SHARE_VERSION = 2
