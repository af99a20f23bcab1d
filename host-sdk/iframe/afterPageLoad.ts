/** The longest an idle page may keep the modal from preloading after `load`. */
export const IDLE_MOUNT_TIMEOUT_MS = 1_000

/**
 * Runs `run` once the page has loaded: at once when `document.readyState` is already
 * 'complete', otherwise in the first idle period after the task that follows the `load` event
 * (in that task where the browser has no `requestIdleCallback`). An iframe put into the page
 * before `load` holds that event until the frame has loaded, so the host waits: a dapp's `load`
 * must not pay for a modal nobody opened yet. Returns a function that cancels the wait; `run`
 * never runs twice.
 *
 * @example
 * const cancel = afterPageLoad(() => mounted.attach())
 * button.onclick = () => { cancel(); mounted.attach() }
 */
export function afterPageLoad(run: () => void, win: Window = window): () => void {
  // Cancelling only marks it done: a pending idle callback then finds nothing to do.
  let done = false
  const once = () => {
    if (done) return
    done = true
    run()
  }
  if (win.document.readyState === 'complete') once()
  // The load listener only sets a timer: asking for an idle callback costs about 0.5 ms in
  // Chromium (2 ms at 4× CPU), which inside the listener would hold the page's `load` event.
  else win.addEventListener('load', () => setTimeout(() => (win.requestIdleCallback ? win.requestIdleCallback(once, { timeout: IDLE_MOUNT_TIMEOUT_MS }) : once())), { once: true })
  return () => {
    done = true
  }
}
