/**
 * IntersectionObserver v2 in this browser (Chromium): entries carry `isVisible` when
 * `trackVisibility` is set. Firefox and WebKit ship none, and the guard then sends approvals to
 * the approval window (tests: approval-clickjacking.spec.ts with `isVisible` removed in Chromium;
 * e2e/engines/engineFlows.ts in Firefox and WebKit).
 */
export const visibilitySupported = typeof IntersectionObserverEntry !== 'undefined' && 'isVisible' in IntersectionObserverEntry.prototype

/** IOv2's minimum: with trackVisibility, the browser computes visibility at most this often. */
const DELAY_MS = 100

/**
 * Watches `el` with IntersectionObserver v2 and calls `onReport(visible, at)` for every entry,
 * in order: `visible` only when the browser says it is unobscured, unfaded and untransformed
 * (`isVisible`) AND the whole element is inside the viewport (ratio 1, so a `clip-path`, an
 * off-screen `translate` or a scrolled card all count as not visible). `at` is when the browser
 * computed it (`entry.time`, the same clock as event timestamps). With `once`, only the first
 * report is taken: a fresh observer computes on the next frame regardless of the `delay`
 * throttle of the long-lived one, which is what re-checking at a press needs. Returns
 * `{ flush, stop }`: `flush` hands over reports already computed but not yet delivered
 * (`takeRecords`).
 *
 * @example
 * const watch = observeVisibility(root, (visible, at) => feed({ type: 'report', visible, at }))
 */
export function observeVisibility(el: Element, onReport: (visible: boolean, at: number) => void, once = false) {
  let done = false
  const deliver = (entries: IntersectionObserverEntry[]) => {
    for (const entry of entries) {
      if (done) return
      const v2 = entry as IntersectionObserverEntry & { isVisible?: boolean }
      onReport(v2.isVisible === true && entry.isIntersecting && entry.intersectionRatio >= 1, entry.time)
      if (once) stop()
    }
  }
  const observer = new IntersectionObserver(deliver, { threshold: [0, 1], trackVisibility: true, delay: DELAY_MS } as IntersectionObserverInit)
  const stop = () => {
    done = true
    observer.disconnect()
  }
  observer.observe(el)
  return { flush: () => deliver(observer.takeRecords()), stop }
}
