import type { AuthSession } from '../../../../../shared/authApi'
import type { PasskeyClient } from '../createPasskeyClient'

/** The auth service calls a ceremony makes (the frame's client, or the passkey window's relay of them to the frame). */
export type CeremonyCalls = Pick<PasskeyClient, 'registerOptions' | 'registerVerify' | 'loginOptions' | 'loginVerify'>
import { base64UrlToBytes } from './base64UrlToBytes'
import { credentialToJson } from './credentialToJson'
import { PasskeyFailure } from './PasskeyFailure'

/** What a passkey sign-in gives the modal: the session, which passkey it was, and its PRF output where the authenticator has PRF. */
export interface PasskeySignIn {
  session: AuthSession
  credentialId: string
  /** 32 bytes from the PRF extension (null without PRF): seals and opens the recovery share; never leaves the modal. */
  prfOutput: Uint8Array | null
}

/**
 * The PRF input every Airlock passkey is evaluated at: fixed, so the same passkey gives the same
 * output on any device, and specific to this use, so the output serves nothing else.
 */
const PRF_SALT = new TextEncoder().encode('airlock passkey recovery share v1')

/**
 * The passkey ceremonies, in the modal's origin (the relying party): `signUp` creates a passkey
 * (resident, user verification required, PRF asked for) and has the service store it, then signs
 * in with it; `signIn` lets the visitor pick a passkey of this site. Each sign-in evaluates PRF so
 * the recovery share can be sealed or opened with the same touch. Browser refusals become a
 * PasskeyFailure (cancelled, no user verification, unsupported); the service's calls (`calls`)
 * fail as they fail. Without the catalogs' texts or the auth client (runPasskeyCeremony adds
 * them), so the passkey window runs it without loading the modal's first chunk.
 *
 * @example
 * const { session, prfOutput } = await passkeyCeremony(client, 'signIn')
 */
export async function passkeyCeremony(client: CeremonyCalls, mode: 'signIn' | 'signUp', credentials: CredentialsContainer = navigator.credentials): Promise<PasskeySignIn> {
  if (typeof PublicKeyCredential === 'undefined' || !credentials?.create) throw new PasskeyFailure('PASSKEY_UNSUPPORTED')
  let credentialId: string | undefined
  if (mode === 'signUp') {
    const options = await client.registerOptions()
    const created = await browser(
      credentials.create({
        publicKey: {
          ...options,
          challenge: base64UrlToBytes(options.challenge),
          user: { ...options.user, id: base64UrlToBytes(options.user.id) },
          excludeCredentials: options.excludeCredentials?.map((c) => ({ ...c, id: base64UrlToBytes(c.id), transports: c.transports as AuthenticatorTransport[] })),
          authenticatorSelection: options.authenticatorSelection as AuthenticatorSelectionCriteria,
          attestation: options.attestation as AttestationConveyancePreference,
          extensions: { prf: {} } as AuthenticationExtensionsClientInputs,
        },
      }),
    )
    credentialId = await client.registerVerify(credentialToJson(created))
  }
  const options = await client.loginOptions(credentialId)
  const used = await browser(
    credentials.get({
      publicKey: {
        challenge: base64UrlToBytes(options.challenge),
        rpId: options.rpId,
        timeout: options.timeout,
        userVerification: options.userVerification as UserVerificationRequirement,
        allowCredentials: options.allowCredentials?.map((c) => ({ type: 'public-key', id: base64UrlToBytes(c.id), transports: c.transports as AuthenticatorTransport[] })),
        extensions: { prf: { eval: { first: PRF_SALT } } } as AuthenticationExtensionsClientInputs,
      },
    }),
  )
  const session = await client.loginVerify(credentialToJson(used))
  const prf = (used.getClientExtensionResults() as unknown as { prf?: { results?: { first?: BufferSource } } }).prf?.results?.first
  const prfOutput = !prf ? null : prf instanceof ArrayBuffer ? new Uint8Array(prf) : new Uint8Array(prf.buffer, prf.byteOffset, prf.byteLength).slice()
  return { session, credentialId: used.id, prfOutput: prfOutput?.length === 32 ? prfOutput : null }
}

/** The browser's part: a credential, or the PasskeyFailure the visitor's text comes from. */
async function browser(pending: Promise<Credential | null>): Promise<PublicKeyCredential> {
  let credential: Credential | null
  try {
    credential = await pending
  } catch (error) {
    const name = error instanceof DOMException ? error.name : ''
    if (name === 'SecurityError' || name === 'NotSupportedError') throw new PasskeyFailure('PASSKEY_UNSUPPORTED')
    // NotAllowedError is all a page learns for "closed", "timed out" and "this authenticator
    // can't verify the user": a device without a user-verifying authenticator says which.
    const verifying = await PublicKeyCredential.isUserVerifyingPlatformAuthenticatorAvailable?.().catch(() => true)
    throw new PasskeyFailure(verifying === false ? 'PASSKEY_NO_USER_VERIFICATION' : 'PASSKEY_CANCELLED')
  }
  if (!(credential instanceof PublicKeyCredential)) throw new PasskeyFailure('PASSKEY_CANCELLED')
  return credential
}
