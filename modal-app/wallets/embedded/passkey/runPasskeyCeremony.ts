import { AuthRequestError } from '../authClient/AuthRequestError'
import type { PasskeyClient } from './createPasskeyClient'
import { passkeyCeremony, type PasskeySignIn } from './internal/passkeyCeremony'
import { PasskeyFailure } from './internal/PasskeyFailure'
import { PasskeyError } from './PasskeyError'

export type { PasskeySignIn }

/**
 * The passkey ceremonies in this document (see passkeyCeremony): `signUp` creates a passkey and
 * signs in with it, `signIn` uses one of this site's; a failure is a PasskeyError with the
 * visitor's text (cancelled, no user verification, unsupported; the service's refused, unknown,
 * no user verification); any other service failure (timeout, offline) as it came.
 *
 * @example
 * const { session, prfOutput } = await runPasskeyCeremony(client, 'signIn')
 */
export async function runPasskeyCeremony(client: PasskeyClient, mode: 'signIn' | 'signUp', credentials: CredentialsContainer = navigator.credentials): Promise<PasskeySignIn> {
  try {
    return await passkeyCeremony(client, mode, credentials)
  } catch (error) {
    throw asPasskeyError(error)
  }
}

/**
 * A ceremony's failure as the views show it: a PasskeyFailure, or the auth service's passkey
 * refusal (an AuthRequestError with a passkey reason), as the PasskeyError of its reason;
 * anything else as it came.
 *
 * @example
 * throw asPasskeyError(new PasskeyFailure('PASSKEY_CANCELLED')) // PasskeyError, code 4001
 */
export function asPasskeyError(error: unknown): unknown {
  if (error instanceof PasskeyFailure) return new PasskeyError(error.reason)
  const reason = passkeyRefusal(error)
  return reason ? new PasskeyError(reason) : error
}

/** The auth service's passkey refusal reason of an error, if it is one. */
export function passkeyRefusal(error: unknown): 'PASSKEY_REFUSED' | 'PASSKEY_UNKNOWN' | 'PASSKEY_NO_USER_VERIFICATION' | undefined {
  if (!(error instanceof AuthRequestError)) return undefined
  return error.reason === 'PASSKEY_REFUSED' || error.reason === 'PASSKEY_UNKNOWN' || error.reason === 'PASSKEY_NO_USER_VERIFICATION' ? error.reason : undefined
}
