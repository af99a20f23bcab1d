/** When one open of the modal was seen inside its frame (ms on the performance.timeOrigin clock). */
export interface ShownStamp {
  /** The frame after the opened view was first in the DOM (with an entry animation, only its first frame). */
  firstFrame: number
  /** The frame after every entry animation and transition of the open had ended: fully shown. */
  shown: number
  /** What was still running at the first frame (CSS animation names, transitioned properties), so a figure says what it waited for. */
  waitedFor: string[]
}

/**
 * An init script for the bench's browser context (it runs in every frame, the modal's
 * cross-origin iframe included; nothing of it is in the product). In the modal's frame it
 * watches `.airlock-root[data-open]`: on each change to open, once a view is in the DOM and no
 * loading placeholder is left, it stamps the next frame (`firstFrame`). If an animation or a
 * transition is still running then (an entry animation, a view transition, a height
 * transition), it waits until every finite one has finished and stamps the frame after that
 * (`shown`); if none is, that first frame already showed the view whole and is `shown` too.
 * A primed open (the closed card already painted opaque behind the host page's curtain, see
 * the modal's selectIsPrimed) is stamped with the frame that last changed that card, which came
 * before the click: the host page's frame that lifts the curtain then shows it (the bench takes
 * the later of the two), unless something on screen changes in the open's first 250 ms, which
 * makes the frame after that change the shown one.
 * Stamps are pushed to `window.__airlockShown`; every frame also gets the stamp itself as
 * `window.__airlockAfterFrame()`. A stamp is taken in a task posted from
 * requestAnimationFrame, which runs once that frame's style, layout, paint and commit are done.
 * The task is `user-blocking` (a message where there is no task scheduler): at ordinary
 * priority it would also wait for every task the modal had queued before it, such as the work
 * the modal deliberately runs right after the frame that shows it (useLiveAfterFrame lifting
 * `inert`, moving focus), which comes after the frame on screen, not before it.
 *
 * @example
 * await context.addInitScript({ content: shownWatcher('http://localhost:15174') })
 */
export function shownWatcher(modalOrigin: string): string {
  return `(() => {
  // Every frame gets the stamp (the host page's frame of a preloaded open is stamped the same way).
  const afterFrame = (window.__airlockAfterFrame = () => new Promise((resolve) => requestAnimationFrame(() => {
    const stamp = () => resolve(performance.timeOrigin + performance.now())
    if (globalThis.scheduler?.postTask) return void scheduler.postTask(stamp, { priority: 'user-blocking' })
    const { port1, port2 } = new MessageChannel()
    port1.onmessage = stamp
    port2.postMessage(0)
  })))
  if (location.origin !== ${JSON.stringify(modalOrigin)}) return
  const stamps = (window.__airlockShown = [])
  const running = () => document.getAnimations().filter((a) => a.playState === 'running' && a.effect && a.effect.getComputedTiming().iterations !== Infinity)
  // The root's attributes that change on open with nothing to see while the card is primed (already opaque).
  const unseen = new Set(['data-open', 'data-primed', 'inert', 'aria-hidden'])
  const seen = (records) => records.some((r) => !(r.type === 'attributes' && r.target.classList && r.target.classList.contains('airlock-root') && unseen.has(r.attributeName)))
  let watching = false
  let wasOpen = false
  // Primed: the closed card painted opaque behind the host's curtain; primedAt is the frame that last changed it (0 while that frame is pending).
  let primed = false
  let primedAt = 0
  let changes = 0
  const stampPrimed = () => {
    const change = ++changes
    primedAt = 0
    void afterFrame().then((at) => {
      if (change === changes) primedAt = at
    })
  }
  const settle = async () => {
    const firstFrame = await afterFrame()
    // Nothing animating once that frame is done: it showed the view whole, so it is also the shown frame.
    const waitedFor = running().map((a) => a.animationName || a.transitionProperty || 'script animation')
    if (waitedFor.length === 0) {
      stamps.push({ firstFrame, shown: firstFrame, waitedFor })
      watching = false
      return
    }
    for (let list = running(); list.length > 0; list = running()) await Promise.all(list.map((a) => a.finished.catch(() => undefined)))
    stamps.push({ firstFrame, shown: await afterFrame(), waitedFor })
    watching = false
  }
  // A primed open: the view was on screen behind the curtain since primedAt, so the host's frame alone shows it. Anything
  // that changes on screen in the open's first 250 ms (a re-render, a view swapped in) makes the frame after it the shown one.
  let afterOpen = undefined
  const settlePrimed = (presented) => {
    let last = 0
    afterOpen = () => void afterFrame().then((at) => (last = Math.max(last, at)))
    setTimeout(() => {
      afterOpen = undefined
      stamps.push({ firstFrame: presented, shown: Math.max(presented, last), waitedFor: last ? ['a change after the open'] : [] })
      watching = false
    }, 250)
  }
  const check = (records) => {
    const root = document.querySelector('.airlock-root')
    const open = root?.getAttribute('data-open') === 'true'
    const wasPrimed = primed
    primed = !open && !!root?.hasAttribute('data-primed')
    if (afterOpen && seen(records)) afterOpen()
    if (!open) {
      wasOpen = false
      if (primed && (!wasPrimed || seen(records))) stampPrimed()
      return
    }
    if (wasOpen || watching) return
    const view = document.querySelector('[data-testid^="airlock-view-"]')
    if (!view || view.querySelector('.airlock-view-loading')) return
    wasOpen = true
    watching = true
    if (wasPrimed && primedAt > 0 && !seen(records) && running().length === 0) settlePrimed(primedAt)
    else void settle()
  }
  new MutationObserver(check).observe(document, { subtree: true, childList: true, characterData: true, attributes: true })
})()`
}
