/** The longest an idle page may keep the modal from preloading after `load`. */
export const IDLE_MOUNT_TIMEOUT_MS = 1_000

/**
 * Runs `run` once the page has loaded: at once when `document.readyState` is already
 * 'complete', otherwise in the first idle period after the `load` event (a `setTimeout` where
 * the browser has no `requestIdleCallback`). An iframe put into the page before `load` holds
 * that event until the frame has loaded, so the host waits: a dapp's `load` must not pay for a
 * modal nobody opened yet. Returns a function that cancels the wait; `run` never runs twice.
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
  else win.addEventListener('load', () => (win.requestIdleCallback ? win.requestIdleCallback(once, { timeout: IDLE_MOUNT_TIMEOUT_MS }) : setTimeout(once)), { once: true })
  return () => {
    done = true
  }
}
