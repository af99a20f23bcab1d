/** security.md #9/#12: Approve stays disabled this long after a request appears. */
export const APPROVE_DELAY_MS = 500

/** What a click on Approve has to satisfy. */
export interface ApproveClick {
  /** The browser made the event from real input (`event.isTrusted`). */
  isTrusted: boolean
  /** The approval delay of the request on screen has passed. */
  armed: boolean
  /** IntersectionObserver v2 is available in this browser. */
  visibilitySupported: boolean
  /** Its last report said the buttons are visible (unobscured, unfaded, untransformed). */
  visible: boolean
}

/**
 * Whether a click on Approve counts (security.md #9, #10, #12): only a trusted click, after the
 * request's delay, and, where the browser can tell, while the modal is really visible.
 *
 * @example
 * approveClickCounts({ isTrusted: true, armed: true, visibilitySupported: true, visible: false }) // false
 */
export function approveClickCounts(click: ApproveClick): boolean {
  if (!click.isTrusted || !click.armed) return false
  return !click.visibilitySupported || click.visible
}
