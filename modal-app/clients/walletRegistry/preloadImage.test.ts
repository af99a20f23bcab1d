import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { preloadImage } from './preloadImage'

let server: Server
let base = ''

beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.url === '/ok.svg') res.writeHead(200, { 'content-type': 'image/svg+xml' }).end('<svg xmlns="http://www.w3.org/2000/svg"/>')
    // Never answers (afterAll closes the connection): only preloadImage's own timeout can settle it.
    else if (req.url === '/slow.svg') return
    else res.writeHead(404).end()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(async () => {
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
})
afterEach(() => vi.unstubAllGlobals())

describe('preloadImage without a DOM (fetch)', () => {
  it('resolves true for an image that loads', async () => {
    expect(await preloadImage(`${base}/ok.svg`)).toBe(true)
  })
  it('resolves false for a failed image and for an unreachable host', async () => {
    expect(await preloadImage(`${base}/missing.svg`)).toBe(false)
    expect(await preloadImage('http://127.0.0.1:1/x.svg')).toBe(false)
  })
  it('resolves false once the timeout passes', async () => {
    // The image never arrives, so resolving at all is the timeout's work (no clock is read: a
    // loaded machine took 1,077 ms for what a 900 ms bound had allowed).
    expect(await preloadImage(`${base}/slow.svg`, 100)).toBe(false)
  })
})

describe('preloadImage with an Image element', () => {
  // A stand-in for the browser's Image that settles the way the test says.
  function stubImage(outcome: 'load' | 'error' | 'never') {
    vi.stubGlobal('Image', class {
      onload: (() => void) | null = null
      onerror: (() => void) | null = null
      decoding = 'auto'
      set src(_url: string) {
        if (outcome === 'load') queueMicrotask(() => this.onload?.())
        if (outcome === 'error') queueMicrotask(() => this.onerror?.())
      }
    })
  }
  it('maps load to true and error to false', async () => {
    stubImage('load')
    expect(await preloadImage('http://127.0.0.1/a.png')).toBe(true)
    stubImage('error')
    expect(await preloadImage('http://127.0.0.1/a.png')).toBe(false)
  })
  it('uses the 2 s default timeout', async () => {
    vi.useFakeTimers()
    stubImage('never')
    const result = preloadImage('http://127.0.0.1/a.png')
    await vi.advanceTimersByTimeAsync(1_999)
    let settled = false
    void result.then(() => (settled = true))
    await Promise.resolve()
    expect(settled).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(await result).toBe(false)
    vi.useRealTimers()
  })
})
