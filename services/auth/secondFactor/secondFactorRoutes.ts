import { generateAuthenticationOptions, verifyAuthenticationResponse } from '@simplewebauthn/server'
import { isoBase64URL } from '@simplewebauthn/server/helpers'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { Secret } from 'otpauth'
import type { PasskeyRequestOptions } from '../../../shared/authApi/passkeyTypes'
import type { AuthSession, SecondFactorEnrolment, SecondFactorRules, SecondFactorStatus } from '../../../shared/authApi/types'
import { createStoredRateLimiter } from '../../internal/createStoredRateLimiter'
import { escapeLogField } from '../../internal/escapeLogField'
import type { Project } from '../../fixtures/projects/loadProjects'
import { NO_RULES } from '../internal/AuthDatabase'
import { AuthError } from '../internal/AuthError'
import type { AuthContext } from '../internal/context'
import { hashSecret } from '../internal/hashSecret'
import { requireProject } from '../internal/requireProject'
import { requireSession } from '../internal/requireSession'
import { throttledError } from '../internal/throttledError'
import { passkeyCeremony } from '../passkeys/internal/passkeyCeremony'
import type { PasskeyCredential } from '../passkeys/PasskeyStore'
import { parseSecondFactorRules } from './parseSecondFactorRules'
import { TOTP_PERIOD_SECONDS, totpFor } from './totpFor'

/** Code checks per user: 5 at once, then one every 30 s (a TOTP code has a million values). */
const CHECK_LIMIT = { burst: 5, perSecond: 1 / 30 }
const CODE = /^\d{6}$/
const CHALLENGE_TTL_MS = 2 * 60_000

function body(request: { body: unknown }): Record<string, unknown> {
  return (request.body && typeof request.body === 'object' ? request.body : {}) as Record<string, unknown>
}

/**
 * The visitor's second factor. `enrol` makes a TOTP secret (20 random bytes) that is not in force
 * until `confirm` gets a right code from the visitor's authenticator app with the rules they
 * chose (a code before the key is shown, before a send above a threshold in US dollars, on a
 * sign-in from a browser that didn't make the wallet); where the visitor has a passkey, an
 * assertion of it (challenge from `passkey/options`, verified like a sign-in: origin, RP id,
 * user verification, signature, counter) answers in place of a code everywhere, and confirms a
 * passkey-only factor. `verify` checks a code or assertion before a guarded action (the modal
 * holds the key, so the modal refuses the export or the send without it) and records that the
 * session passed, which the new-device rule asks of the share routes (requireKnownDevice);
 * `rules` changes the rules and `remove` turns it off, each only after a right code or
 * assertion. A code works once (its time step is spent in the database, across instances);
 * codes and assertions are checked at most 5 at once per user, then one every 30 s (429
 * THROTTLED). The factor belongs to the user, so every linked sign-in method meets the same one.
 *
 * @example
 * secondFactorRoutes(app, ctx)
 */
export function secondFactorRoutes(app: FastifyInstance, ctx: AuthContext): void {
  const allowCheck = createStoredRateLimiter(ctx.db, 'auth-totp', CHECK_LIMIT, ctx.now)
  const signedInTo = async (request: FastifyRequest) => {
    const project = requireProject(request, ctx.projects)
    return { project, signedIn: await requireSession(ctx, request, project) }
  }
  const session = async (request: FastifyRequest) => (await signedInTo(request)).signedIn
  /**
   * The passkeys that answer the user's second factor. A user who never linked a method has the
   * one it signed up with, if it did (its id is the passkey method's). Once it has methods, only
   * those of its passkey methods trusted for the factor: the founding one, and any linked while
   * no factor was in force or by a session that had passed it (`trustedForFactor`, written by
   * linkIdentity). A passkey linked, while the factor was in force, by a session holding only one
   * factor (the victim's inbox, linking a passkey of the attacker's own) proves no more than that
   * factor, so it must never stand in for the second; the link routes now refuse such a link, and
   * this keeps any that got through (made before they did, or racing the factor's confirmation)
   * from answering. A passkey method since unlinked, the founding one too, no longer answers.
   */
  const passkeysOf = async (userId: string): Promise<PasskeyCredential[]> => {
    const methods = await ctx.db.identitiesOf(userId)
    const trusted = methods.length === 0 ? [userId] : methods.filter((m) => m.kind === 'passkey' && m.trustedForFactor).map((m) => m.methodId)
    const lists = await Promise.all(trusted.map((id) => ctx.db.passkeys.credentialsOf(id)))
    return lists.flat()
  }
  const status = async (userId: string): Promise<SecondFactorStatus> => {
    const [row, passkeys] = await Promise.all([ctx.db.secondFactor(userId), passkeysOf(userId)])
    const passkey = passkeys.length > 0
    return row?.confirmed ? { enrolled: true, rules: row.rules, totp: row.secret !== '', passkey } : { enrolled: false, rules: NO_RULES, totp: false, passkey }
  }
  /** Checks `code` against the user's secret and spends its time step; throws for a wrong, spent or throttled code. */
  const checkCode = async (signedIn: AuthSession, code: unknown, confirm?: SecondFactorRules): Promise<void> => {
    if (typeof code !== 'string' || !CODE.test(code)) throw new AuthError(400, 'INVALID_CODE', 'The code is the 6 digits your authenticator app shows')
    const row = await ctx.db.secondFactor(signedIn.user.id)
    if (!row || (!confirm && !row.confirmed)) throw new AuthError(404, 'NOT_FOUND', 'No second factor is set up for this account')
    if (!row.secret) throw new AuthError(400, 'INVALID_CODE', 'Use your passkey: no authenticator app is set up for this account')
    if (!(await allowCheck(signedIn.user.id))) throw throttledError(TOTP_PERIOD_SECONDS * 1000)
    const now = ctx.now()
    const delta = totpFor(row.secret, 'check').validate({ token: code, timestamp: now, window: 1 })
    const step = delta === null ? null : Math.floor(now / 1000 / TOTP_PERIOD_SECONDS) + delta
    if (step === null || !(await ctx.db.useSecondFactorStep(signedIn.user.id, step, confirm))) {
      throw new AuthError(400, 'WRONG_CODE', 'Wrong code. Check your authenticator app and try again.')
    }
  }
  /** Checks an assertion of one of the user's passkeys for a second-factor challenge of this session's user; throws PASSKEY_REFUSED otherwise. */
  const checkPasskey = async (request: FastifyRequest, project: Project, signedIn: AuthSession, raw: unknown): Promise<void> => {
    const response = passkeyCeremony.credentialOf({ response: raw })
    if (!(await allowCheck(signedIn.user.id))) throw throttledError(TOTP_PERIOD_SECONDS * 1000)
    const challenge = await passkeyCeremony.takeChallenge(ctx, request, project, response, 'second-factor')
    if (challenge.userHandle !== signedIn.user.id) throw passkeyCeremony.refused('The passkey request was made for another account')
    const credential = (await passkeysOf(signedIn.user.id)).find((c) => c.id === response.id)
    if (!credential) throw passkeyCeremony.refused('This passkey is not one of this account’s')
    const verification = await passkeyCeremony.refusing(() =>
      verifyAuthenticationResponse({
        response: response as unknown as Parameters<typeof verifyAuthenticationResponse>[0]['response'],
        ...passkeyCeremony.expectations(challenge),
        credential: { id: credential.id, publicKey: isoBase64URL.toBuffer(credential.publicKey), counter: credential.counter },
        expectedTopOrigin: [...project.allowedOrigins],
      }),
    )
    if (!verification.verified) throw passkeyCeremony.refused('The passkey could not be verified')
    if (!(await ctx.db.passkeys.advanceCounter(credential.id, credential.counter, verification.authenticationInfo.newCounter))) throw passkeyCeremony.refused('The passkey was used elsewhere meanwhile')
  }
  /** A right code, or a right passkey assertion where the body carries one. */
  const pass = async (request: FastifyRequest, confirm?: SecondFactorRules): Promise<AuthSession> => {
    const { project, signedIn } = await signedInTo(request)
    const b = body(request)
    if (b.passkey !== undefined) {
      const row = await ctx.db.secondFactor(signedIn.user.id)
      if (!confirm && !row?.confirmed) throw new AuthError(404, 'NOT_FOUND', 'No second factor is set up for this account')
      await checkPasskey(request, project, signedIn, b.passkey)
    } else await checkCode(signedIn, b.code, confirm)
    return signedIn
  }

  app.get('/v1/auth/second-factor', async (request): Promise<SecondFactorStatus> => status((await session(request)).user.id))

  app.post('/v1/auth/second-factor/enrol', async (request): Promise<SecondFactorEnrolment> => {
    const signedIn = await session(request)
    const secret = new Secret({ size: 20 }).base32
    const stored = await ctx.db.putPendingSecondFactor({ userId: signedIn.user.id, secret, confirmed: false, rules: NO_RULES, lastStep: 0, createdAt: ctx.now() })
    if (!stored) throw new AuthError(409, 'CONFLICT', 'A second factor is already set up. Remove it first.')
    const label = signedIn.user.email ?? signedIn.user.username ?? signedIn.user.id
    return { secret, uri: totpFor(secret, label).toString() }
  })

  app.post('/v1/auth/second-factor/passkey/options', async (request): Promise<PasskeyRequestOptions> => {
    const { project, signedIn } = await signedInTo(request)
    const origin = passkeyCeremony.modalOriginOf(ctx, request)
    const passkeys = await passkeysOf(signedIn.user.id)
    if (passkeys.length === 0) throw new AuthError(404, 'NOT_FOUND', 'This account has no passkey')
    const options = await generateAuthenticationOptions({
      rpID: new URL(origin).hostname,
      userVerification: 'required',
      allowCredentials: passkeys.map((c) => ({ id: c.id })),
      timeout: 60_000,
    })
    // The challenge names the user: another session's assertion can't answer it.
    await ctx.db.passkeys.putChallenge({ challenge: options.challenge, kind: 'second-factor', projectId: project.id, origin, userHandle: signedIn.user.id, expiresAt: ctx.now() + CHALLENGE_TTL_MS })
    return options as unknown as PasskeyRequestOptions
  })

  app.post('/v1/auth/second-factor/confirm', async (request): Promise<SecondFactorStatus> => {
    const signedIn = await session(request)
    const b = body(request)
    const rules = parseSecondFactorRules(b.rules)
    if ((await ctx.db.secondFactor(signedIn.user.id))?.confirmed) throw new AuthError(409, 'CONFLICT', 'A second factor is already set up. Remove it first.')
    await pass(request, rules)
    if (b.passkey !== undefined && !(await ctx.db.putPasskeySecondFactor(signedIn.user.id, rules, ctx.now()))) throw new AuthError(409, 'CONFLICT', 'A second factor is already set up. Remove it first.')
    ctx.log(`auth: second factor set up for ${escapeLogField(signedIn.user.id)}`)
    return status(signedIn.user.id)
  })

  app.post('/v1/auth/second-factor/verify', async (request, reply) => {
    const signedIn = await pass(request)
    // What the new-device rule asks of this session before the shares are released.
    await ctx.db.putSecondFactorPass(hashSecret(signedIn.token), signedIn.user.id, signedIn.expiresAt)
    return reply.code(204).send()
  })

  app.post('/v1/auth/second-factor/rules', async (request): Promise<SecondFactorStatus> => {
    const rules = parseSecondFactorRules(body(request).rules)
    const signedIn = await pass(request)
    await ctx.db.setSecondFactorRules(signedIn.user.id, rules)
    ctx.log(`auth: second factor rules changed for ${escapeLogField(signedIn.user.id)}`)
    return status(signedIn.user.id)
  })

  app.post('/v1/auth/second-factor/remove', async (request): Promise<SecondFactorStatus> => {
    const signedIn = await pass(request)
    await ctx.db.deleteSecondFactor(signedIn.user.id)
    ctx.log(`auth: second factor removed for ${escapeLogField(signedIn.user.id)}`)
    return status(signedIn.user.id)
  })
}
