// @vitest-environment jsdom
import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { APP_LINK_SETTLE_MS, useAppLinkFallback } from './useAppLinkFallback'

beforeAll(() => {
  ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
})
afterEach(() => {
  vi.useRealTimers()
  setVisibility('visible')
})

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state })
  document.dispatchEvent(new Event('visibilitychange'))
}

function mount() {
  const hook: { current?: ReturnType<typeof useAppLinkFallback> } = {}
  function Probe() {
    hook.current = useAppLinkFallback()
    return null
  }
  const root = createRoot(document.createElement('div'))
  act(() => root.render(<Probe />))
  return { hook, unmount: () => act(() => root.unmount()) }
}

describe('useAppLinkFallback', () => {
  it('shows the notice once the page stayed in front after the press (the app did not open)', () => {
    vi.useFakeTimers()
    const { hook, unmount } = mount()
    act(() => hook.current!.pressed(true))
    expect(hook.current!.shown).toBe(false)
    act(() => vi.advanceTimersByTime(APP_LINK_SETTLE_MS))
    expect(hook.current!.shown).toBe(true)
    unmount()
  })

  it('never shows it when the page went to the background (the app came to the front), even back on the page', () => {
    vi.useFakeTimers()
    const { hook, unmount } = mount()
    act(() => hook.current!.pressed(true))
    act(() => setVisibility('hidden'))
    act(() => setVisibility('visible'))
    act(() => vi.advanceTimersByTime(APP_LINK_SETTLE_MS))
    expect(hook.current!.shown).toBe(false)
    unmount()
  })

  it('shows it at once when the browser refused the link', () => {
    const { hook, unmount } = mount()
    act(() => hook.current!.pressed(false))
    expect(hook.current!.shown).toBe(true)
    unmount()
  })
})
