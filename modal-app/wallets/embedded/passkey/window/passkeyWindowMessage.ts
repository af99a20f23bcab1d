import type { PasskeyErrorReason } from '../PasskeyError'

/** Tag of every message between the modal's frame and its passkey window. */
export const PASSKEY_WINDOW_TYPE = 'airlock:passkey-window' as const

/**
 * What the frame asks the window to run, in the visitor's language and theme: a sign-in ceremony
 * (`signIn`, `signUp`), or `addOwner`: create the passkey that is to own the smart account
 * `owner.account` on `owner.network` (its name in the visitor's passkey list).
 */
export interface PasskeyWindowTask {
  mode: 'signIn' | 'signUp' | 'addOwner'
  locale: string
  dir: 'ltr' | 'rtl'
  theme: 'light' | 'dark'
  owner?: { account: string; network: string }
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
 * output as base64url or null), `created` (window → frame, for `addOwner`: the new passkey's id
 * and P-256 public key x || y) and `failed` (window → frame: the PasskeyError reason, or null).
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
  | { type: typeof PASSKEY_WINDOW_TYPE; kind: 'created'; nonce: string; credentialId: string; publicKey: `0x${string}` }
  | { type: typeof PASSKEY_WINDOW_TYPE; kind: 'failed'; nonce: string; reason: PasskeyErrorReason | null }

const REASONS: readonly string[] = ['PASSKEY_UNSUPPORTED', 'PASSKEY_CANCELLED', 'PASSKEY_NO_USER_VERIFICATION', 'PASSKEY_REFUSED', 'PASSKEY_UNKNOWN']
const CALLS: readonly string[] = ['registerOptions', 'registerVerify', 'loginOptions', 'loginVerify']
const isReason = (v: unknown) => v === null || (typeof v === 'string' && REASONS.includes(v))

const isOwner = (v: unknown) => {
  const o = v as Partial<PasskeyWindowTask['owner']> | null
  return !!o && typeof o === 'object' && typeof o.account === 'string' && o.account.length <= 100 && typeof o.network === 'string' && o.network.length <= 100
}

const isTask = (v: unknown): v is PasskeyWindowTask => {
  const t = v as Partial<PasskeyWindowTask> | null
  if (!t || typeof t !== 'object' || typeof t.locale !== 'string' || (t.dir !== 'ltr' && t.dir !== 'rtl') || (t.theme !== 'light' && t.theme !== 'dark')) return false
  return t.mode === 'addOwner' ? isOwner(t.owner) : (t.mode === 'signIn' || t.mode === 'signUp') && t.owner === undefined
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
    case 'created':
      return typeof m.credentialId === 'string' && m.credentialId.length > 0 && typeof m.publicKey === 'string' && /^0x[0-9a-fA-F]{128}$/.test(m.publicKey)
    case 'failed':
      return isReason(m.reason)
    default:
      return false
  }
}
