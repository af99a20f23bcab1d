import { afterEach, describe, expect, it, vi } from 'vitest'
import { afterPageLoad, IDLE_MOUNT_TIMEOUT_MS } from './afterPageLoad'

/** A window whose load state and idle callbacks the test drives. */
function fakeWindow(readyState: DocumentReadyState, withIdle = true) {
  const target = new EventTarget()
  const idle: { cb: () => void; timeout?: number; cancelled: boolean }[] = []
  const win = {
    document: { readyState },
    addEventListener: target.addEventListener.bind(target),
    removeEventListener: target.removeEventListener.bind(target),
    dispatchEvent: target.dispatchEvent.bind(target),
    ...(withIdle
      ? {
          requestIdleCallback: (cb: () => void, options?: { timeout?: number }) => idle.push({ cb, timeout: options?.timeout, cancelled: false }),
          cancelIdleCallback: (id: number) => void (idle[id - 1]!.cancelled = true),
        }
      : {}),
  }
  const runIdle = () => idle.filter((i) => !i.cancelled).forEach((i) => i.cb())
  return { win: win as unknown as Window, target, idle, runIdle }
}

afterEach(() => void vi.useRealTimers())

describe('afterPageLoad', () => {
  it('runs at once when the page has already loaded', () => {
    const { win } = fakeWindow('complete')
    const run = vi.fn()
    afterPageLoad(run, win)
    expect(run).toHaveBeenCalledTimes(1)
  })

  it('waits for load, then for an idle moment (bounded by the idle timeout) asked for after the load event', () => {
    vi.useFakeTimers()
    const { win, target, idle, runIdle } = fakeWindow('interactive')
    const run = vi.fn()
    afterPageLoad(run, win)
    expect(run).not.toHaveBeenCalled()
    target.dispatchEvent(new Event('load'))
    // Nothing asked for inside the load event itself: that would hold it.
    expect(idle).toHaveLength(0)
    vi.runAllTimers()
    expect(run).not.toHaveBeenCalled()
    expect(idle).toHaveLength(1)
    expect(idle[0]!.timeout).toBe(IDLE_MOUNT_TIMEOUT_MS)
    runIdle()
    runIdle()
    expect(run).toHaveBeenCalledTimes(1)
  })

  it('falls back to a timer where the browser has no requestIdleCallback', () => {
    vi.useFakeTimers()
    const { win, target } = fakeWindow('loading', false)
    const run = vi.fn()
    afterPageLoad(run, win)
    target.dispatchEvent(new Event('load'))
    expect(run).not.toHaveBeenCalled()
    vi.runAllTimers()
    expect(run).toHaveBeenCalledTimes(1)
  })

  it('never runs once cancelled, before or after load', () => {
    vi.useFakeTimers()
    const before = fakeWindow('loading')
    const runBefore = vi.fn()
    afterPageLoad(runBefore, before.win)()
    before.target.dispatchEvent(new Event('load'))
    vi.runAllTimers()
    before.runIdle()
    expect(runBefore).not.toHaveBeenCalled()

    const after = fakeWindow('loading')
    const runAfter = vi.fn()
    const cancel = afterPageLoad(runAfter, after.win)
    after.target.dispatchEvent(new Event('load'))
    vi.runAllTimers()
    cancel()
    after.runIdle()
    expect(runAfter).not.toHaveBeenCalled()
  })
})
