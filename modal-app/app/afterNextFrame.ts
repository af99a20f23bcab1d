/**
 * Resolves once the next frame has been produced: a requestAnimationFrame callback runs just
 * before that frame's style, layout and paint, so a task posted from it runs after them. Work
 * that may wait (a fetch, analytics, a balance refresh) goes here on open, so it never delays
 * the first frame of the opened modal. Without requestAnimationFrame (no rendering at all) it
 * resolves in the next task; in a hidden document, whose frames are paused, after `fallbackMs`
 * at the latest.
 *
 * @example
 * await afterNextFrame()
 * void fetch(url) // after the opened modal is on screen
 */
export function afterNextFrame(fallbackMs = 100): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestAnimationFrame !== 'function') return void setTimeout(resolve, 0)
    let done = false
    const finish = () => {
      if (done) return
      done = true
      clearTimeout(timer)
      resolve()
    }
    const timer = setTimeout(finish, fallbackMs)
    requestAnimationFrame(() => {
      const { port1, port2 } = new MessageChannel()
      port1.onmessage = () => {
        port1.close()
        finish()
      }
      port2.postMessage(0)
    })
  })
}
