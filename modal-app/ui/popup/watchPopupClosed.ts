/** How often a popup is checked for having been closed by the visitor. */
const CLOSED_POLL_MS = 400
/**
 * After the popup is seen closed, how long its last message may still be on its way: a popup
 * page posts, then closes itself, and the two can be observed in either order.
 */
const CLOSED_GRACE_MS = 600

/**
 * Calls `onClosed` once the modal's popup has been closed (by the visitor, or by itself) and any
 * message it posted just before closing has had time to arrive. A closed window tells its opener
 * nothing, so this polls `popup.closed`. Returns the function that stops watching.
 *
 * @example
 * const stop = watchPopupClosed(popup, () => reject(new UserRejectedRequestError()))
 */
export function watchPopupClosed(popup: Window, onClosed: () => void): () => void {
  let grace: ReturnType<typeof setTimeout> | undefined
  const poll = setInterval(() => {
    if (popup.closed && grace === undefined) grace = setTimeout(onClosed, CLOSED_GRACE_MS)
  }, CLOSED_POLL_MS)
  return () => {
    clearInterval(poll)
    if (grace !== undefined) clearTimeout(grace)
  }
}
