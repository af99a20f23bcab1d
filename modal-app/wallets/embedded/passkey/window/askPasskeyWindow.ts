import type { AuthSession, PasskeyCredentialJSON } from '../../../../../shared/authApi'
import { base64UrlToBytes } from '../internal/base64UrlToBytes'
import type { CeremonyCalls } from '../internal/passkeyCeremony'
import { PasskeyError } from '../PasskeyError'
import type { PasskeySignIn } from '../runPasskeyCeremony'
import type { PasskeyWindowCall, PasskeyWindowTask } from './passkeyWindowMessage'
import { runPasskeyWindowTask } from './runPasskeyWindowTask'

/**
 * Runs a passkey sign-in ceremony in the passkey window `popup` (opened by openPasskeyWindow
 * within the visitor's click) and answers what an in-frame ceremony answers: the session, which
 * passkey, and its PRF output. The window runs the browser's part; the auth service calls it
 * needs are made here, with `calls` (the frame's client of the operator's service: the window
 * never learns the service's address, and the session comes from this frame's own call). The
 * messaging and its checks are runPasskeyWindowTask's; a `done` without a sign-in this frame
 * made itself is refused (PASSKEY_UNSUPPORTED).
 *
 * @example
 * const signedIn = await askPasskeyWindow(window, popup, createPasskeyClient(service), { mode: 'signUp', locale: 'en', dir: 'ltr', theme: 'dark' })
 */
export async function askPasskeyWindow(win: Window, popup: Window, calls: CeremonyCalls, task: PasskeyWindowTask): Promise<PasskeySignIn> {
  let session: AuthSession | undefined
  const outcome = await runPasskeyWindowTask(win, popup, task, async (call, arg) => {
    const value = await makeCall(calls, call, arg)
    if (call === 'loginVerify') session = value as AuthSession
    return value
  })
  if (outcome.kind !== 'done' || !session) throw new PasskeyError('PASSKEY_UNSUPPORTED')
  const prfOutput = outcome.prfOutput === null ? null : base64UrlToBytes(outcome.prfOutput)
  return { session, credentialId: outcome.credentialId, prfOutput: prfOutput?.length === 32 ? prfOutput : null }
}

/** One of the ceremony's service calls the window asked for; a credential argument must at least look like one (the service checks the rest). */
function makeCall(calls: CeremonyCalls, call: PasskeyWindowCall, arg: unknown): Promise<unknown> {
  switch (call) {
    case 'registerOptions':
      return calls.registerOptions()
    case 'loginOptions':
      return calls.loginOptions(typeof arg === 'string' ? arg : undefined)
    case 'registerVerify':
    case 'loginVerify':
      if (!isCredentialJson(arg)) return Promise.reject(new PasskeyError('PASSKEY_REFUSED'))
      return call === 'registerVerify' ? calls.registerVerify(arg) : calls.loginVerify(arg)
  }
}

function isCredentialJson(v: unknown): v is PasskeyCredentialJSON {
  const c = v as Partial<PasskeyCredentialJSON> | null
  return !!c && typeof c === 'object' && typeof c.id === 'string' && typeof c.rawId === 'string' && c.type === 'public-key' && !!c.response && typeof c.response.clientDataJSON === 'string'
}
