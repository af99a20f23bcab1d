import { PasskeyError } from '../PasskeyError'
import { passkeyRefusal } from '../runPasskeyCeremony'
import { isPasskeyWindowMessage, PASSKEY_WINDOW_TYPE, type PasskeyWindowCall, type PasskeyWindowMessage, type PasskeyWindowTask } from './passkeyWindowMessage'

/** How often the frame asks a window that has not said `ready` yet, and looks whether the visitor closed it (a closed window sends nothing). */
const POLL_MS = 300

/** What a passkey window answers when its task is done: a sign-in ceremony's `done`, or `addOwner`'s `created`. */
export type PasskeyWindowOutcome = Extract<PasskeyWindowMessage, { kind: 'done' | 'created' }>

/**
 * The frame's side of one task in the passkey window `popup` (opened by openPasskeyWindow within
 * the visitor's click): sends `task` once the window says it is loaded, makes each service call
 * the window asks for with `answer` (the frame holds the service's address and the session: the
 * window never learns them), and resolves with the window's outcome. Messages count only from the
 * modal's own origin AND from `popup`; the task goes to that origin only, bound to a fresh nonce
 * every later message must carry. Rejects with the window's PasskeyError reason (or, when a
 * service call failed for another reason than a passkey refusal, that call's own error),
 * PASSKEY_CANCELLED when the visitor closed the window first, or PASSKEY_UNSUPPORTED for a
 * failure no one named.
 *
 * @example
 * const outcome = await runPasskeyWindowTask(window, popup, { mode: 'addOwner', owner, ...frameLook(document) }, refuseCalls)
 */
export function runPasskeyWindowTask(win: Window, popup: Window, task: PasskeyWindowTask, answer: (call: PasskeyWindowCall, arg: unknown) => Promise<unknown>): Promise<PasskeyWindowOutcome> {
  const origin = win.location.origin
  const nonce = [...win.crypto.getRandomValues(new Uint8Array(16))].map((b) => b.toString(16).padStart(2, '0')).join('')
  const post = (message: PasskeyWindowMessage) => popup.postMessage(message, origin)
  return new Promise<PasskeyWindowOutcome>((resolve, reject) => {
    let sent = false
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
        answer(message.call, message.arg).then(
          (value) => post({ type: PASSKEY_WINDOW_TYPE, kind: 'answer', nonce, id, value }),
          (error: unknown) => {
            const reason = passkeyRefusal(error) ?? null
            if (!reason) serviceError = error
            post({ type: PASSKEY_WINDOW_TYPE, kind: 'answer', nonce, id, reason })
          },
        )
      }
      if (message.kind === 'done' || message.kind === 'created') finish(() => resolve(message))
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
