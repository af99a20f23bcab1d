import { randomBytes } from 'node:crypto'
import { generateAuthenticationOptions, generateRegistrationOptions, verifyAuthenticationResponse, verifyRegistrationResponse } from '@simplewebauthn/server'
import { isoBase64URL } from '@simplewebauthn/server/helpers'
import type { FastifyInstance } from 'fastify'
import {
  PASSKEY_SEALED_SHARE_VERSION,
  type PasskeyCreationOptions,
  type PasskeyRegistered,
  type PasskeyRequestOptions,
  type PasskeySealedShare,
} from '../../../shared/authApi/passkeyTypes'
import type { SessionResponse } from '../../../shared/authApi/types'
import { AuthError } from '../internal/AuthError'
import type { AuthContext } from '../internal/context'
import { curveOf } from '../internal/curveOf'
import { isSealedShare } from '../internal/isSealedShare'
import { issueSession } from '../internal/issueSession'
import { requireProject } from '../internal/requireProject'
import { requireSession } from '../internal/requireSession'
import { passkeyCeremony } from './internal/passkeyCeremony'
import { requireKnownDevice } from '../secondFactor/requireKnownDevice'
import { requireShareWrite } from '../secondFactor/requireShareWrite'

const { CREDENTIAL_ID, modalOriginOf, credentialOf, takeChallenge, expectations, refused, refusing } = passkeyCeremony

/** How long a challenge waits for its verify: the ceremony's own timeout plus a margin. */
const CHALLENGE_TTL_MS = 2 * 60_000
const CEREMONY_TIMEOUT_MS = 60_000

/**
 * The passkey routes of the auth service (shared/authApi/passkeyTypes.ts), verified with
 * @simplewebauthn/server: registration and sign-in ceremonies whose relying party is the modal
 * origin that asked (RP id = its host), made in the modal framed by a page the project allows
 * (the `topOrigin` the browser writes for a cross-origin frame), challenges single-use and expiring (2 min), user
 * verification required, the signature counter moved forward only, and the recovery shares the
 * modal sealed under a credential's PRF output (kept by shape only: the service can't open them).
 *
 * @example
 * passkeyRoutes(v1, ctx)
 */
export function passkeyRoutes(app: FastifyInstance, ctx: AuthContext): void {
  const store = ctx.db.passkeys

  app.post('/v1/auth/passkey/register/options', async (request): Promise<PasskeyCreationOptions> => {
    const project = requireProject(request, ctx.projects)
    const origin = modalOriginOf(ctx, request)
    const userHandle = new Uint8Array(randomBytes(16))
    const day = new Date(ctx.now()).toISOString().slice(0, 10)
    const options = await generateRegistrationOptions({
      rpName: project.name,
      rpID: new URL(origin).hostname,
      userID: userHandle,
      userName: `${project.name} ${day}`,
      attestationType: 'none',
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
      // ES256 (P-256, what platform authenticators make) and RS256 (Windows Hello).
      supportedAlgorithmIDs: [-7, -257],
      timeout: CEREMONY_TIMEOUT_MS,
    })
    await store.putChallenge({ challenge: options.challenge, kind: 'register', projectId: project.id, origin, userHandle: isoBase64URL.fromBuffer(userHandle), expiresAt: ctx.now() + CHALLENGE_TTL_MS })
    return options as unknown as PasskeyCreationOptions
  })

  app.post('/v1/auth/passkey/register/verify', async (request, reply): Promise<PasskeyRegistered> => {
    const project = requireProject(request, ctx.projects)
    const response = credentialOf(request.body)
    const challenge = await takeChallenge(ctx, request, project, response, 'register')
    const verification = await refusing(() =>
      verifyRegistrationResponse({
        response: response as unknown as Parameters<typeof verifyRegistrationResponse>[0]['response'],
        ...expectations(challenge),
      }),
    )
    if (!verification.verified || !verification.registrationInfo) throw refused('The passkey could not be verified')
    const { credential } = verification.registrationInfo
    const stored = await store.putCredential({
      id: credential.id,
      userId: `passkey:${challenge.userHandle}`,
      publicKey: isoBase64URL.fromBuffer(credential.publicKey),
      counter: credential.counter,
      transports: credential.transports ?? [],
      createdAt: ctx.now(),
    })
    if (!stored) throw new AuthError(409, 'CONFLICT', 'This passkey is already registered')
    reply.code(201)
    return { credentialId: credential.id }
  })

  app.post('/v1/auth/passkey/login/options', async (request): Promise<PasskeyRequestOptions> => {
    const project = requireProject(request, ctx.projects)
    const origin = modalOriginOf(ctx, request)
    const credentialId = (request.body as { credentialId?: unknown } | undefined)?.credentialId
    if (credentialId !== undefined && (typeof credentialId !== 'string' || !CREDENTIAL_ID.test(credentialId))) throw new AuthError(400, 'BAD_REQUEST', 'credentialId must be base64url')
    const options = await generateAuthenticationOptions({
      rpID: new URL(origin).hostname,
      userVerification: 'required',
      allowCredentials: credentialId ? [{ id: credentialId }] : [],
      timeout: CEREMONY_TIMEOUT_MS,
    })
    await store.putChallenge({ challenge: options.challenge, kind: 'login', projectId: project.id, origin, userHandle: null, expiresAt: ctx.now() + CHALLENGE_TTL_MS })
    return options as unknown as PasskeyRequestOptions
  })

  app.post('/v1/auth/passkey/login/verify', async (request): Promise<SessionResponse> => {
    const project = requireProject(request, ctx.projects)
    const response = credentialOf(request.body)
    const challenge = await takeChallenge(ctx, request, project, response, 'login')
    const credential = await store.credential(response.id)
    if (!credential) throw new AuthError(400, 'PASSKEY_UNKNOWN', 'This passkey is not registered here')
    if (response.response.userHandle !== undefined && `passkey:${response.response.userHandle}` !== credential.userId) throw refused('The passkey answered for another user')
    const verification = await refusing(() =>
      verifyAuthenticationResponse({
        response: response as unknown as Parameters<typeof verifyAuthenticationResponse>[0]['response'],
        ...expectations(challenge),
        credential: { id: credential.id, publicKey: isoBase64URL.toBuffer(credential.publicKey), counter: credential.counter },
        expectedTopOrigin: [...project.allowedOrigins],
      }),
    )
    if (!verification.verified) throw refused('The passkey could not be verified')
    // A counter that did not move past the stored one is a cloned authenticator (the library
    // refuses it); a concurrent verify that moved it first loses here.
    if (!(await store.advanceCounter(credential.id, credential.counter, verification.authenticationInfo.newCounter))) throw refused('The passkey was used elsewhere meanwhile')
    return { session: await issueSession(ctx, { id: credential.userId, provider: 'passkey' }, project.id) }
  })

  app.get('/v1/wallet/shares/passkey', async (request, reply): Promise<PasskeySealedShare | undefined> => {
    const session = await requireSession(ctx, request, requireProject(request, ctx.projects))
    await requireKnownDevice(ctx, request, session)
    const credentialId = (request.query as { credentialId?: unknown }).credentialId
    if (typeof credentialId !== 'string' || !CREDENTIAL_ID.test(credentialId)) throw new AuthError(400, 'BAD_REQUEST', 'credentialId must be base64url')
    const sealed = await store.sealedShare(session.user.id, curveOf(request.query), credentialId)
    if (!sealed) return reply.type('application/json').send('null')
    return { credentialId, sealed }
  })

  app.put('/v1/wallet/shares/passkey', async (request, reply) => {
    const session = await requireSession(ctx, request, requireProject(request, ctx.projects))
    const curve = curveOf(request.query)
    const { credentialId, sealed } = (request.body ?? {}) as Record<string, unknown>
    if (typeof credentialId !== 'string' || !CREDENTIAL_ID.test(credentialId)) throw new AuthError(400, 'BAD_REQUEST', 'credentialId must be base64url')
    if (typeof sealed !== 'string' || !isSealedShare(sealed, PASSKEY_SEALED_SHARE_VERSION)) throw new AuthError(400, 'BAD_REQUEST', 'sealed must be a passkey-sealed share')
    // Only the user's own passkey: a session can't file a blob under someone else's credential.
    // The credential's method opens this user (its own id, or the user it is linked to).
    const credential = await store.credential(credentialId)
    const owner = credential && ((await ctx.db.identity(credential.userId))?.userId ?? credential.userId)
    if (owner !== session.user.id) throw new AuthError(403, 'PASSKEY_REFUSED', 'This passkey is not one of this user’s')
    // One factor could file a blob that opens nothing under the victim's passkey, taking its slot for good.
    await requireShareWrite(ctx, request, session)
    if (!(await store.putSealedShare(session.user.id, curve, credentialId, sealed, ctx.now()))) throw new AuthError(409, 'CONFLICT', 'This passkey already seals this wallet')
    return reply.code(204).send()
  })
}
