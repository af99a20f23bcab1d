import type { AuthSession } from '../../../../shared/authApi/types'
import type { PasskeyCreationOptions, PasskeyRequestOptions } from '../../../../shared/authApi/passkeyTypes'
import type { TestAuth } from '../../testing/testHelpers'
import { createSoftPasskey, type SoftPasskey } from './createSoftPasskey'

/** The modal origin the tests' ceremonies run at (a modal origin of config/ports.json). */
export const PASSKEY_ORIGIN = 'http://localhost:15174'

/**
 * A passkey sign-up as the modal makes it (register options, attestation, verify, then a sign-in
 * with the new passkey) answering the session and the software passkey, for tests that need a
 * passkey user.
 *
 * @example
 * const { session, passkey } = await signUpByPasskey(t)
 */
export async function signUpByPasskey(t: TestAuth, { projectId = 'airlock-demo', passkey = createSoftPasskey() }: { projectId?: string; passkey?: SoftPasskey } = {}): Promise<{ session: AuthSession; passkey: SoftPasskey }> {
  const headers = { origin: PASSKEY_ORIGIN }
  const options = await t.call('POST', `/v1/auth/passkey/register/options?projectId=${projectId}`, { headers, body: {} })
  const verify = await t.call('POST', `/v1/auth/passkey/register/verify?projectId=${projectId}`, { headers, body: { response: passkey.register(options.body as unknown as PasskeyCreationOptions, PASSKEY_ORIGIN) } })
  if (verify.status !== 201) throw new Error(`register answered ${verify.status}: ${verify.body.error?.message}`)
  return { session: await signInByPasskey(t, passkey, { projectId }), passkey }
}

/**
 * A passkey sign-in (login options, assertion, verify) answering the session.
 *
 * @example
 * const session = await signInByPasskey(t, passkey)
 */
export async function signInByPasskey(t: TestAuth, passkey: SoftPasskey, { projectId = 'airlock-demo' }: { projectId?: string } = {}): Promise<AuthSession> {
  const headers = { origin: PASSKEY_ORIGIN }
  const options = await t.call('POST', `/v1/auth/passkey/login/options?projectId=${projectId}`, { headers, body: {} })
  const login = await t.call('POST', `/v1/auth/passkey/login/verify?projectId=${projectId}`, { headers, body: { response: passkey.assert(options.body as unknown as PasskeyRequestOptions, PASSKEY_ORIGIN) } })
  if (login.status !== 200) throw new Error(`sign-in answered ${login.status}: ${login.body.error?.message}`)
  return login.body.session!
}
