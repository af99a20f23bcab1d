import { decodeClientDataJSON } from '@simplewebauthn/server/helpers'
import type { FastifyRequest } from 'fastify'
import type { Project } from '../../../fixtures/projects/loadProjects'
import type { PasskeyCredentialJSON } from '../../../../shared/authApi/passkeyTypes'
import { AuthError } from '../../internal/AuthError'
import type { AuthContext } from '../../internal/context'
import type { PasskeyChallenge } from '../PasskeyStore'

/** A credential id as WebAuthn JSON carries it (base64url). */
const CREDENTIAL_ID = /^[A-Za-z0-9_-]{16,1366}$/

/**
 * The checks every passkey ceremony of the auth service shares (registration, sign-in, and the
 * second factor's assertion): the modal origin as relying party, the credential's JSON shape,
 * the single-use challenge of the right kind, the library's expectations and its refusals
 * worded as PASSKEY_REFUSED / PASSKEY_NO_USER_VERIFICATION.
 *
 * @example
 * const challenge = await passkeyCeremony.takeChallenge(ctx, request, project, passkeyCeremony.credentialOf(request.body), 'login')
 */
export const passkeyCeremony = { CREDENTIAL_ID, modalOriginOf, credentialOf, takeChallenge, expectations, refused, refusing }

/** The relying party is the modal origin the browser names: a call without one, or from elsewhere, gets no ceremony. */
function modalOriginOf(ctx: AuthContext, request: FastifyRequest): string {
  const origin = request.headers.origin
  if (typeof origin !== 'string' || !ctx.modalOrigins.has(origin)) throw new AuthError(403, 'PROJECT_NOT_ALLOWED', 'Passkeys are made and used from the modal only')
  return origin
}

function credentialOf(body: unknown): PasskeyCredentialJSON {
  const response = (body as { response?: unknown } | undefined)?.response as Partial<PasskeyCredentialJSON> | undefined
  const ok =
    response !== undefined &&
    typeof response.id === 'string' &&
    CREDENTIAL_ID.test(response.id) &&
    response.rawId === response.id &&
    response.type === 'public-key' &&
    typeof response.response?.clientDataJSON === 'string'
  if (!ok) throw new AuthError(400, 'BAD_REQUEST', 'response must be a WebAuthn credential in JSON form')
  return { ...response, clientExtensionResults: response.clientExtensionResults ?? {} } as PasskeyCredentialJSON
}

/** The challenge the credential signed, taken (once) from the store: it must be of this kind, project and origin, and alive. */
async function takeChallenge(ctx: AuthContext, request: FastifyRequest, project: Project, response: PasskeyCredentialJSON, kind: PasskeyChallenge['kind']): Promise<PasskeyChallenge> {
  let signed: string
  let topOrigin: unknown
  try {
    ;({ challenge: signed, topOrigin } = decodeClientDataJSON(response.response.clientDataJSON))
  } catch {
    throw new AuthError(400, 'BAD_REQUEST', 'clientDataJSON is not readable')
  }
  // In the iframe the browser names the page around it: only a page the project lets embed the modal.
  if (topOrigin !== undefined && !project.allowedOrigins.includes(String(topOrigin))) throw refused('The passkey was used on a page this project does not allow')
  const challenge = typeof signed === 'string' ? await ctx.db.passkeys.takeChallenge(signed) : undefined
  const valid = challenge && challenge.kind === kind && challenge.projectId === project.id && challenge.expiresAt > ctx.now() && challenge.origin === request.headers.origin
  if (!valid) throw refused('The passkey request expired or was already used: try again')
  return challenge
}

/** What both verifications hold the credential to: the challenge handed out, the origin that asked for it and its host as RP id, a verified user. */
function expectations(challenge: PasskeyChallenge) {
  return { expectedChallenge: challenge.challenge, expectedOrigin: challenge.origin, expectedRPID: new URL(challenge.origin).hostname, requireUserVerification: true }
}

function refused(message: string): AuthError {
  return new AuthError(400, 'PASSKEY_REFUSED', message)
}

/**
 * The library's refusals (origin, RP id, signature, counter) as PASSKEY_REFUSED with its reason;
 * a missing user verification as PASSKEY_NO_USER_VERIFICATION, which the modal words for the visitor.
 */
async function refusing<T>(verify: () => Promise<T>): Promise<T> {
  try {
    return await verify()
  } catch (error) {
    const message = error instanceof Error ? error.message.slice(0, 300) : 'The passkey could not be verified'
    if (/user verification/i.test(message)) throw new AuthError(400, 'PASSKEY_NO_USER_VERIFICATION', message)
    throw refused(message)
  }
}
