import { afterEach, describe, expect, it, vi } from 'vitest'
import { afterNextFrame } from './afterNextFrame'

describe('afterNextFrame', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('resolves only after the frame callback, from a task posted by it', async () => {
    const frames: (() => void)[] = []
    vi.stubGlobal('requestAnimationFrame', (cb: () => void) => frames.push(cb))
    let resolved = false
    const done = afterNextFrame(10_000).then(() => (resolved = true))
    await new Promise((r) => setTimeout(r, 20))
    expect(resolved).toBe(false)
    expect(frames).toHaveLength(1)
    frames[0]!()
    expect(resolved).toBe(false)
    await done
    expect(resolved).toBe(true)
  })

  it('resolves in the next task where nothing renders (no requestAnimationFrame)', async () => {
    vi.stubGlobal('requestAnimationFrame', undefined)
    let resolved = false
    const done = afterNextFrame(10_000).then(() => (resolved = true))
    await Promise.resolve()
    expect(resolved).toBe(false)
    await done
    expect(resolved).toBe(true)
  })

  it('falls back to a timeout where frames are paused (a hidden document)', async () => {
    vi.stubGlobal('requestAnimationFrame', () => 0)
    const started = Date.now()
    await afterNextFrame(30)
    expect(Date.now() - started).toBeGreaterThanOrEqual(25)
  })
})
