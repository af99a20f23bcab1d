// @vitest-environment jsdom
import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import { useSecondsLeft } from './useSecondsLeft'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

function Countdown({ until }: { until: number }) {
  return <span>{useSecondsLeft(until)}</span>
}

beforeEach(() => vi.useFakeTimers({ now: 1_000_000 }))
afterEach(() => vi.useRealTimers())

it('counts whole seconds down to 0, rounding up, and restarts for a new deadline', () => {
  const container = document.createElement('div')
  const root = createRoot(container)
  act(() => root.render(<Countdown until={1_000_000 + 2_500} />))
  expect(container.textContent).toBe('3')
  act(() => void vi.advanceTimersByTime(1_000))
  expect(container.textContent).toBe('2')
  act(() => void vi.advanceTimersByTime(2_000))
  expect(container.textContent).toBe('0')
  act(() => root.render(<Countdown until={Date.now() + 30_000} />))
  expect(container.textContent).toBe('30')
  act(() => root.unmount())
})
