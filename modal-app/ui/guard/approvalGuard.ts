/** security.md #9/#12: Approve stays disabled this long after a request appears. */
export const APPROVE_DELAY_MS = 500

/** The whole approval must have been fully visible this long, without a break, before the press. */
export const VISIBLE_FOR_MS = 500

/**
 * A click waits for a visible report computed at least this long after it (one IOv2 `delay`):
 * a hide issued by the host page just before the click reaches the modal's frame a frame or
 * more later, so a report right after the click can still say visible. The hook starts a fresh
 * observer this long after the click to get that report.
 */
export const SETTLE_MS = 100

/** A confirming report later than this after the click is too late: the click is dropped. */
export const CONFIRM_WITHIN_MS = 1000

/** Where the guard stands for the approval on screen. Times are `performance.now()` / event timestamps. */
export interface GuardState {
  approvalId: string | undefined
  /** Presses before this time don't count: the request appeared `APPROVE_DELAY_MS` earlier. */
  armedAt: number
  /** When the visible report that opened the current unbroken visible window was computed; null when not visible. */
  visibleSince: number | null
  /** A counted pointerdown waiting for its click, on `target`. */
  press: { at: number; target: unknown } | null
  /** A counted click waiting for a visible report computed `SETTLE_MS` or more after it. */
  clickAt: number | null
}

export type GuardEvent =
  /** A request appeared (or replaced the one on screen): the delay starts again. */
  | { type: 'request'; approvalId: string | undefined; at: number }
  /** An IntersectionObserver v2 report: `visible` = isVisible and the whole approval intersects the viewport. */
  | { type: 'report'; visible: boolean; at: number }
  | { type: 'pointerdown'; at: number; trusted: boolean; primary: boolean; target: unknown }
  | { type: 'click'; at: number; trusted: boolean; target: unknown }
  /** pointercancel, or the document lost focus or visibility: any press in progress is void. */
  | { type: 'cancel' }
  /**
   * The frame changed size or zoom, so Approve moved: the host page can resize its iframe so
   * Approve lands under a pointer that was headed elsewhere, and IOv2 reports nothing while the
   * approval stays fully visible. Any press in progress is void, and a visible window starts
   * again now.
   */
  | { type: 'moved'; at: number }

/** The guard's next state, and whether the pending click is approved now. */
export interface GuardStep {
  state: GuardState
  act: boolean
}

/** Before any request: nothing armed, nothing known visible. */
export const GUARD_START: GuardState = { approvalId: undefined, armedAt: Infinity, visibleSince: null, press: null, clickAt: null }

/**
 * The clickjacking decision for Approve where IntersectionObserver v2 exists (security.md #9,
 * #10, #12; issue 11 #4), as a pure step function over reports and input events. A click is
 * approved only when: its pointerdown and click are trusted, primary and on the same button;
 * the pointerdown came after the request's delay and after the whole approval (details and
 * buttons) had been reported fully visible, without a break and in a frame of the same size and
 * zoom, for `VISIBLE_FOR_MS`; and a
 * visible report computed `SETTLE_MS` or more after the click (a fresh observer's first report,
 * since IOv2 reports at most every `delay` ms and only on change, so the last report may
 * predate a hide just before the click) arrives within `CONFIRM_WITHIN_MS`, with no not-visible
 * report in between. A window opens only on a visible
 * report, never on a timer; any not-visible report closes it and voids a press or click in
 * progress.
 *
 * @example
 * let s = approvalGuard(GUARD_START, { type: 'request', approvalId: 'a', at: 0 }).state
 * s = approvalGuard(s, { type: 'report', visible: true, at: 100 }).state
 * s = approvalGuard(s, { type: 'pointerdown', at: 700, trusted: true, primary: true, target: btn }).state
 * s = approvalGuard(s, { type: 'click', at: 760, trusted: true, target: btn }).state
 * approvalGuard(s, { type: 'report', visible: true, at: 870 }).act // true
 */
export function approvalGuard(state: GuardState, event: GuardEvent): GuardStep {
  const idle = { ...state, press: null, clickAt: null }
  switch (event.type) {
    case 'request':
      return { state: { ...idle, approvalId: event.approvalId, armedAt: event.at + APPROVE_DELAY_MS }, act: false }
    case 'cancel':
      return { state: idle, act: false }
    case 'moved':
      return { state: { ...idle, visibleSince: state.visibleSince === null ? null : event.at }, act: false }
    case 'report': {
      if (!event.visible) return { state: { ...idle, visibleSince: null }, act: false }
      const visibleSince = state.visibleSince ?? event.at
      const confirms = state.press !== null && state.clickAt !== null && event.at >= state.clickAt + SETTLE_MS
      if (!confirms) return { state: { ...state, visibleSince }, act: false }
      return { state: { ...idle, visibleSince }, act: event.at - state.clickAt! <= CONFIRM_WITHIN_MS }
    }
    case 'pointerdown': {
      const counts =
        event.trusted &&
        event.primary &&
        state.approvalId !== undefined &&
        event.at >= state.armedAt &&
        state.visibleSince !== null &&
        event.at - state.visibleSince >= VISIBLE_FOR_MS
      return { state: { ...idle, press: counts ? { at: event.at, target: event.target } : null }, act: false }
    }
    case 'click': {
      const matches = event.trusted && state.press !== null && state.press.target === event.target && event.at >= state.press.at && state.clickAt === null
      return { state: matches ? { ...state, clickAt: event.at } : idle, act: false }
    }
  }
}
