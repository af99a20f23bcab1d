import type { PasskeyErrorReason } from '../PasskeyError'

/** Tag of every message between the modal's frame and its passkey window. */
export const PASSKEY_WINDOW_TYPE = 'airlock:passkey-window' as const

/** What the frame asks the window to run: the ceremony (`mode`), in the visitor's language and theme. */
export interface PasskeyWindowTask {
  mode: 'signIn' | 'signUp'
  locale: string
  dir: 'ltr' | 'rtl'
  theme: 'light' | 'dark'
}

/** The auth service calls of a ceremony, which the window asks the frame to make (the frame holds the service's address and the session). */
export type PasskeyWindowCall = 'registerOptions' | 'registerVerify' | 'loginOptions' | 'loginVerify'

/**
 * The window's messages and the frame's, each way addressed to the modal's origin only:
 * `ready` (window → frame: loaded), `ping` (frame → window: are you loaded? the window may have
 * said `ready` before the frame listened), `run` (frame → window: the task, bound to a one-time
 * `nonce`), `call` (window → frame: one auth service call of the ceremony, numbered `id`, with
 * its one argument), `answer` (frame → window: that call's value, or its passkey refusal
 * `reason`, null for any other failure), `done` (window → frame: which passkey, and its PRF
 * output as base64url or null) and `failed` (window → frame: the PasskeyError reason, or null).
 * Every message after `run` carries its nonce.
 */
export type PasskeyWindowMessage =
  | { type: typeof PASSKEY_WINDOW_TYPE; kind: 'ready' }
  | { type: typeof PASSKEY_WINDOW_TYPE; kind: 'ping' }
  | { type: typeof PASSKEY_WINDOW_TYPE; kind: 'run'; nonce: string; task: PasskeyWindowTask }
  | { type: typeof PASSKEY_WINDOW_TYPE; kind: 'call'; nonce: string; id: number; call: PasskeyWindowCall; arg: unknown }
  | { type: typeof PASSKEY_WINDOW_TYPE; kind: 'answer'; nonce: string; id: number; value: unknown; reason?: undefined }
  | { type: typeof PASSKEY_WINDOW_TYPE; kind: 'answer'; nonce: string; id: number; value?: undefined; reason: PasskeyErrorReason | null }
  | { type: typeof PASSKEY_WINDOW_TYPE; kind: 'done'; nonce: string; credentialId: string; prfOutput: string | null }
  | { type: typeof PASSKEY_WINDOW_TYPE; kind: 'failed'; nonce: string; reason: PasskeyErrorReason | null }

const REASONS: readonly string[] = ['PASSKEY_UNSUPPORTED', 'PASSKEY_CANCELLED', 'PASSKEY_NO_USER_VERIFICATION', 'PASSKEY_REFUSED', 'PASSKEY_UNKNOWN']
const CALLS: readonly string[] = ['registerOptions', 'registerVerify', 'loginOptions', 'loginVerify']
const isReason = (v: unknown) => v === null || (typeof v === 'string' && REASONS.includes(v))

const isTask = (v: unknown): v is PasskeyWindowTask => {
  const t = v as Partial<PasskeyWindowTask> | null
  return !!t && typeof t === 'object' && (t.mode === 'signIn' || t.mode === 'signUp') && typeof t.locale === 'string' && (t.dir === 'ltr' || t.dir === 'rtl') && (t.theme === 'light' || t.theme === 'dark')
}

/**
 * Narrows a message's data to one of the passkey window's messages, checking every field (the
 * sender was already checked by origin and window; this keeps a malformed one from being used).
 *
 * @example
 * if (isPasskeyWindowMessage(event.data) && event.data.kind === 'done') settle(event.data)
 */
export function isPasskeyWindowMessage(data: unknown): data is PasskeyWindowMessage {
  const m = data as Partial<Record<string, unknown>> | null
  if (!m || typeof m !== 'object' || m.type !== PASSKEY_WINDOW_TYPE) return false
  if (m.kind === 'ready' || m.kind === 'ping') return true
  if (typeof m.nonce !== 'string') return false
  switch (m.kind) {
    case 'run':
      return isTask(m.task)
    case 'call':
      return Number.isSafeInteger(m.id) && typeof m.call === 'string' && CALLS.includes(m.call)
    case 'answer':
      return Number.isSafeInteger(m.id) && (m.reason === undefined || isReason(m.reason))
    case 'done':
      return typeof m.credentialId === 'string' && (m.prfOutput === null || typeof m.prfOutput === 'string')
    case 'failed':
      return isReason(m.reason)
    default:
      return false
  }
}
