// @vitest-environment jsdom
import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { useLiveAfterFrame } from './useLiveAfterFrame'

beforeAll(() => {
  ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
})
afterEach(() => vi.unstubAllGlobals())

function Probe({ open, seen }: { open: boolean; seen: boolean[] }) {
  seen.push(useLiveAfterFrame(open))
  return null
}

describe('useLiveAfterFrame', () => {
  it('turns live only after the frame that shows the open, and off in the same render as the close', async () => {
    const frames: (() => void)[] = []
    vi.stubGlobal('requestAnimationFrame', (cb: () => void) => frames.push(cb))
    const seen: boolean[] = []
    const root = createRoot(document.createElement('div'))
    act(() => root.render(<Probe open={false} seen={seen} />))
    act(() => root.render(<Probe open seen={seen} />))
    expect(seen.at(-1)).toBe(false)
    await act(async () => frames.shift()!())
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)))
    expect(seen.at(-1)).toBe(true)
    const before = seen.length
    act(() => root.render(<Probe open={false} seen={seen} />))
    expect(seen[before]).toBe(false)
    act(() => root.unmount())
  })

  it('is not live in the first frame of a modal mounted open either (a cold open)', async () => {
    const frames: (() => void)[] = []
    vi.stubGlobal('requestAnimationFrame', (cb: () => void) => frames.push(cb))
    const seen: boolean[] = []
    const root = createRoot(document.createElement('div'))
    act(() => root.render(<Probe open seen={seen} />))
    expect(seen).toEqual([false])
    await act(async () => frames.shift()!())
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)))
    expect(seen.at(-1)).toBe(true)
    act(() => root.unmount())
  })
})
