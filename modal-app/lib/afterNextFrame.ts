/** The part of the Prioritized Task Scheduling API used here (Chromium, Firefox). */
interface TaskScheduler {
  postTask(callback: () => void, options: { priority: TaskPriority }): Promise<unknown>
}

/** How soon the task after the frame runs: after ordinary work (`background`), or with it (`user-visible`). */
export type TaskPriority = 'background' | 'user-visible'

/**
 * Resolves once the next frame has been produced and the work already queued behind it has
 * run: a requestAnimationFrame callback runs just before that frame's style, layout and paint,
 * and the task it posts runs after them, at background priority where the browser has a task
 * scheduler (so it also yields to input and to every ordinary task queued meanwhile). Work that
 * may wait (a fetch, analytics, a balance refresh) goes here on open, so it never delays the
 * first frame of the opened modal nor what runs right after it. Without requestAnimationFrame
 * (no rendering at all) it resolves in the next task; in a hidden document, whose frames are
 * paused, after `fallbackMs` at the latest. `priority: 'user-visible'` is for what the visitor
 * waits on right after that frame (the opened modal taking input).
 *
 * @example
 * await afterNextFrame()
 * void fetch(url) // after the opened modal is on screen
 */
export function afterNextFrame(fallbackMs = 100, priority: TaskPriority = 'background'): Promise<void> {
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
      const scheduler = (globalThis as { scheduler?: TaskScheduler }).scheduler
      if (typeof scheduler?.postTask === 'function') return void scheduler.postTask(finish, { priority }).catch(finish)
      const { port1, port2 } = new MessageChannel()
      port1.onmessage = () => {
        port1.close()
        finish()
      }
      port2.postMessage(0)
    })
  })
}
