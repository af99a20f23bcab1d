import { APPROVE_DELAY_MS } from './approvalGuard'

/** The second step's Confirm button appears (and counts) only this long after the first press. */
export const CONFIRM_DELAY_MS = 500

/**
 * The confirm step is a 2 × 2 grid in Approve's slot (Approve's centre falls between cells).
 * Cell 0 (top left) always holds Cancel, so the buttons keep the approval's order (the way
 * back first, as Reject sits before Approve). Confirm goes to one of the other three cells,
 * after Cancel in reading order, picked at random inside the modal, which the host page can't read.
 */
export const CONFIRM_CELLS = [1, 2, 3] as const
export const CANCEL_CELL = 0

/** What a press landed on: Approve, the confirm step's Confirm, or anything else in the modal document. */
export type FallbackTarget = 'approve' | 'confirm' | 'other'

export interface FallbackState {
  approvalId: string | undefined
  armedAt: number
  /** The confirm step: when it opened and where Confirm sits; null on the first step. */
  confirm: { at: number; cell: number } | null
  press: { at: number; target: FallbackTarget } | null
}

export type FallbackEvent =
  | { type: 'request'; approvalId: string | undefined; at: number }
  /**
   * `attended`: the modal's document is visible (`visibilityState`), and at Confirm's click
   * also focused (`document.hasFocus()`).
   */
  | { type: 'pointerdown'; at: number; trusted: boolean; primary: boolean; attended: boolean; target: FallbackTarget }
  /** `cell`: a random pick from `CONFIRM_CELLS`, used if this click opens the confirm step. */
  | { type: 'click'; at: number; trusted: boolean; attended: boolean; target: FallbackTarget; cell: number }
  /** pointercancel, blur, the document hidden, or Cancel: back to the first step. */
  | { type: 'cancel' }

export interface FallbackStep {
  state: FallbackState
  act: boolean
}

/** Before any request. */
export const FALLBACK_START: FallbackState = { approvalId: undefined, armedAt: Infinity, confirm: null, press: null }

/**
 * The clickjacking decision for Approve where the browser has no IntersectionObserver v2
 * (Firefox, Safari), as a pure step function (issue 11 #4). The modal can't see how the host
 * page styles its iframe there, so it asks for two deliberate presses: Approve opens a confirm
 * step, and its Confirm button appears `CONFIRM_DELAY_MS` later in a cell the host page can't
 * know. Every press is a trusted primary pointerdown and a click on the same target while the
 * modal's document is visible (and focused at Confirm); any other press in the modal during the
 * confirm step, or losing focus, cancels it. A double-click
 * decoy's next press ends the step; a decoy game can only guess Confirm's cell (1 in 3 per
 * full round, each round needing two presses 500 ms apart) — the residual risk SECURITY.md names.
 *
 * @example
 * let s = fallbackConfirm(FALLBACK_START, { type: 'request', approvalId: 'a', at: 0 }).state
 * // pointerdown + click on Approve after 500 ms: the confirm step opens; Confirm counts 500 ms later
 */
export function fallbackConfirm(state: FallbackState, event: FallbackEvent): FallbackStep {
  const idle = { ...state, press: null }
  switch (event.type) {
    case 'request':
      return { state: { approvalId: event.approvalId, armedAt: event.at + APPROVE_DELAY_MS, confirm: null, press: null }, act: false }
    case 'cancel':
      return { state: { ...idle, confirm: null }, act: false }
    case 'pointerdown': {
      const valid = event.trusted && event.primary && event.attended && state.approvalId !== undefined
      if (state.confirm) {
        const counts = valid && event.target === 'confirm' && event.at >= state.confirm.at + CONFIRM_DELAY_MS
        // Anything but a counted press on Confirm ends the confirm step.
        return { state: counts ? { ...state, press: { at: event.at, target: 'confirm' } } : { ...idle, confirm: null }, act: false }
      }
      const counts = valid && event.target === 'approve' && event.at >= state.armedAt
      return { state: { ...idle, press: counts ? { at: event.at, target: 'approve' } : null }, act: false }
    }
    case 'click': {
      const matches = event.trusted && event.attended && state.press !== null && state.press.target === event.target && event.at >= state.press.at
      if (!matches) return { state: state.confirm ? { ...idle, confirm: null } : idle, act: false }
      if (state.confirm) return { state: { ...idle, confirm: null }, act: true }
      const cell = (CONFIRM_CELLS as readonly number[]).includes(event.cell) ? event.cell : CONFIRM_CELLS[0]
      return { state: { ...idle, confirm: { at: event.at, cell } }, act: false }
    }
  }
}
