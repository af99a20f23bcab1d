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

  it('posts its task at background priority where the browser has a task scheduler', async () => {
    const frames: (() => void)[] = []
    const posted: { priority: string; run: () => void }[] = []
    vi.stubGlobal('requestAnimationFrame', (cb: () => void) => frames.push(cb))
    vi.stubGlobal('scheduler', { postTask: (run: () => void, o: { priority: string }) => (posted.push({ priority: o.priority, run }), Promise.resolve()) })
    let resolved = false
    const done = afterNextFrame(10_000).then(() => (resolved = true))
    frames[0]!()
    expect(posted.map((p) => p.priority)).toEqual(['background'])
    await new Promise((r) => setTimeout(r, 20))
    expect(resolved).toBe(false)
    posted[0]!.run()
    await done
    expect(resolved).toBe(true)
  })

  it('posts at user-visible priority when asked (what the visitor waits on right after the frame)', async () => {
    const frames: (() => void)[] = []
    const posted: string[] = []
    vi.stubGlobal('requestAnimationFrame', (cb: () => void) => frames.push(cb))
    vi.stubGlobal('scheduler', { postTask: (run: () => void, o: { priority: string }) => (posted.push(o.priority), run(), Promise.resolve()) })
    const done = afterNextFrame(10_000, 'user-visible')
    frames[0]!()
    await done
    expect(posted).toEqual(['user-visible'])
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
