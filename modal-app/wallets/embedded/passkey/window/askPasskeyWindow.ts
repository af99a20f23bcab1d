import type { AuthSession, PasskeyCredentialJSON } from '../../../../../shared/authApi'
import { base64UrlToBytes } from '../internal/base64UrlToBytes'
import type { CeremonyCalls } from '../internal/passkeyCeremony'
import { PasskeyError } from '../PasskeyError'
import { passkeyRefusal, type PasskeySignIn } from '../runPasskeyCeremony'
import { isPasskeyWindowMessage, PASSKEY_WINDOW_TYPE, type PasskeyWindowCall, type PasskeyWindowMessage, type PasskeyWindowTask } from './passkeyWindowMessage'

/** How often the frame asks a window that has not said `ready` yet, and looks whether the visitor closed it (a closed window sends nothing). */
const POLL_MS = 300

/**
 * Runs a passkey ceremony in the passkey window `popup` (opened by openPasskeyWindow within the
 * visitor's click) and answers what an in-frame ceremony answers: the session, which passkey, and
 * its PRF output. The window runs the browser's part; the auth service calls it needs are made
 * here, with `calls` (the frame's client of the operator's service: the window never learns the
 * service's address, and the session comes from this frame's own call). Messages count only from
 * the modal's own origin AND from `popup`; the task goes to that origin only, bound to a fresh
 * nonce every later message must carry. Rejects with the window's PasskeyError reason (or the
 * service's passkey refusal), the service call's own error (timeout, offline), PASSKEY_CANCELLED
 * when the visitor closed the window first, or PASSKEY_UNSUPPORTED for a failure no one named.
 *
 * @example
 * const signedIn = await askPasskeyWindow(window, popup, createPasskeyClient(service), { mode: 'signUp', locale: 'en', dir: 'ltr', theme: 'dark' })
 */
export function askPasskeyWindow(win: Window, popup: Window, calls: CeremonyCalls, task: PasskeyWindowTask): Promise<PasskeySignIn> {
  const origin = win.location.origin
  const nonce = [...win.crypto.getRandomValues(new Uint8Array(16))].map((b) => b.toString(16).padStart(2, '0')).join('')
  const post = (message: PasskeyWindowMessage) => popup.postMessage(message, origin)
  return new Promise<PasskeySignIn>((resolve, reject) => {
    let sent = false
    let session: AuthSession | undefined
    let serviceError: unknown
    const finish = (settle: () => void) => {
      win.removeEventListener('message', onMessage)
      win.clearInterval(poll)
      settle()
    }
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== origin || event.source !== popup || !isPasskeyWindowMessage(event.data)) return
      const message = event.data
      if (message.kind === 'ready' && !sent) {
        sent = true
        post({ type: PASSKEY_WINDOW_TYPE, kind: 'run', nonce, task })
      }
      if (!('nonce' in message) || message.nonce !== nonce) return
      if (message.kind === 'call') {
        const { id } = message
        makeCall(calls, message.call, message.arg).then(
          (value) => {
            if (message.call === 'loginVerify') session = value as AuthSession
            post({ type: PASSKEY_WINDOW_TYPE, kind: 'answer', nonce, id, value })
          },
          (error: unknown) => {
            const reason = passkeyRefusal(error) ?? null
            if (!reason) serviceError = error
            post({ type: PASSKEY_WINDOW_TYPE, kind: 'answer', nonce, id, reason })
          },
        )
      }
      if (message.kind === 'done') {
        const prfOutput = message.prfOutput === null ? null : base64UrlToBytes(message.prfOutput)
        const signedIn = session
        finish(() => (signedIn ? resolve({ session: signedIn, credentialId: message.credentialId, prfOutput: prfOutput?.length === 32 ? prfOutput : null }) : reject(new PasskeyError('PASSKEY_UNSUPPORTED'))))
      }
      if (message.kind === 'failed') finish(() => reject(serviceError ?? new PasskeyError(message.reason ?? 'PASSKEY_UNSUPPORTED')))
    }
    // The window may have said `ready` before this frame listened (this runs after the wallet's
    // chunk loaded): it answers a ping with `ready` until it has its task.
    const ping = () => {
      if (!sent && !popup.closed) post({ type: PASSKEY_WINDOW_TYPE, kind: 'ping' })
    }
    const poll = win.setInterval(() => {
      if (popup.closed) finish(() => reject(new PasskeyError('PASSKEY_CANCELLED')))
      else ping()
    }, POLL_MS)
    win.addEventListener('message', onMessage)
    ping()
  })
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
