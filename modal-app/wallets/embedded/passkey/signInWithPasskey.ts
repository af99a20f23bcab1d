import type { AuthSession } from '../../../../shared/authApi'
import type { PasskeySeal } from '../session/PasskeySeal'
import { createPasskeyClient } from './createPasskeyClient'
import { createPasskeySeal } from './createPasskeySeal'
import { runPasskeyCeremony } from './runPasskeyCeremony'
import { askPasskeyWindow } from './window/askPasskeyWindow'
import { frameLook } from './window/frameLook'

/**
 * A passkey sign-in (`signIn`: a passkey the visitor picks) or sign-up (`signUp`: a new passkey,
 * then a sign-in with it) against the operator's auth service, answering the session and, where
 * the authenticator gave a PRF output, the {@link PasskeySeal} the session store opens and seals
 * the recovery share with. Call it within the visitor's click (browsers want a gesture to create).
 * With `popup` (the passkey window, opened in that click where this frame may not run the
 * ceremony: passkeyWindowNeeded), the ceremony runs there, in the frame's language and theme.
 *
 * @example
 * const { session, passkey } = await signInWithPasskey({ authUrl, projectId }, 'signUp')
 * await store.signIn(session, { recovery, passkey })
 */
export async function signInWithPasskey(service: { authUrl: string; projectId: string }, mode: 'signIn' | 'signUp', popup?: Window): Promise<{ session: AuthSession; passkey?: PasskeySeal }> {
  const client = createPasskeyClient(service)
  const signedIn = popup ? await askPasskeyWindow(window, popup, client, { mode, ...frameLook(document) }) : await runPasskeyCeremony(client, mode)
  if (!signedIn.prfOutput) return { session: signedIn.session }
  return { session: signedIn.session, passkey: createPasskeySeal(client, signedIn.credentialId, signedIn.prfOutput) }
}
