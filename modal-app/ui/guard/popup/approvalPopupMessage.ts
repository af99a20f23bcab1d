/** Tag of every message between the modal's frame and its approval window. */
export const APPROVAL_POPUP_TYPE = 'airlock:approval-popup' as const

/** The approval window's page, built next to the modal's index.html (vite.config.ts, an input of its own). */
export const APPROVAL_POPUP_PAGE = 'approval-popup.html'

/**
 * What the frame shows the visitor in the window: the approval as the modal's own views drew it
 * (each block a part of the approval, line by line, the first the title), the theme it was
 * drawn in (`mode` and the `--airlock-*` variables) so the window looks like the modal, and the
 * language it speaks (`locale`, the catalog tag, and `dir`) so the window's own words are the
 * visitor's too.
 */
export interface ApprovalSnapshot {
  blocks: string[][]
  mode: 'light' | 'dark'
  vars: Record<string, string>
  locale: string
  dir: 'ltr' | 'rtl'
}

/**
 * The window's messages and the frame's, each way addressed to the modal's origin only:
 * `ready` (window → frame: loaded, show me), `ping` (frame → window: are you loaded?),
 * `show` (frame → window: the approval, bound to a one-time `nonce`), `answer` (window →
 * frame: the visitor's choice, carrying that nonce back).
 */
export type ApprovalPopupMessage =
  | { type: typeof APPROVAL_POPUP_TYPE; kind: 'ready' }
  | { type: typeof APPROVAL_POPUP_TYPE; kind: 'ping' }
  | { type: typeof APPROVAL_POPUP_TYPE; kind: 'show'; nonce: string; approval: ApprovalSnapshot }
  | { type: typeof APPROVAL_POPUP_TYPE; kind: 'answer'; nonce: string; approved: boolean }

const isStringList = (v: unknown): v is string[] => Array.isArray(v) && v.every((s) => typeof s === 'string')
const isSnapshot = (v: unknown): v is ApprovalSnapshot => {
  const s = v as Partial<ApprovalSnapshot> | null
  return (
    !!s &&
    typeof s === 'object' &&
    Array.isArray(s.blocks) &&
    s.blocks.every(isStringList) &&
    (s.mode === 'light' || s.mode === 'dark') &&
    typeof s.locale === 'string' &&
    (s.dir === 'ltr' || s.dir === 'rtl') &&
    !!s.vars &&
    typeof s.vars === 'object' &&
    Object.values(s.vars).every((x) => typeof x === 'string')
  )
}

/**
 * Narrows a message's data to one of the approval window's messages, checking every field (the
 * sender was already checked by origin and window; this keeps a malformed one from being used).
 *
 * @example
 * if (isApprovalPopupMessage(event.data) && event.data.kind === 'answer') settle(event.data)
 */
export function isApprovalPopupMessage(data: unknown): data is ApprovalPopupMessage {
  const m = data as Partial<Record<string, unknown>> | null
  if (!m || typeof m !== 'object' || m.type !== APPROVAL_POPUP_TYPE) return false
  switch (m.kind) {
    case 'ready':
    case 'ping':
      return true
    case 'show':
      return typeof m.nonce === 'string' && isSnapshot(m.approval)
    case 'answer':
      return typeof m.nonce === 'string' && typeof m.approved === 'boolean'
    default:
      return false
  }
}
