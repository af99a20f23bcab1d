import { describe, expect, it } from 'vitest'
import { isLoopbackHost } from './isLoopbackHost'

describe('isLoopbackHost', () => {
  it('accepts loopback names with or without a port', () => {
    for (const host of ['localhost', 'localhost:5173', '127.0.0.1', '127.0.0.2:15175', '[::1]:8899', '::1']) expect(isLoopbackHost(host)).toBe(true)
  })

  it('refuses every other host', () => {
    for (const host of ['evil.example', 'localhost.evil.example', '127.0.0.1.nip.io', '10.0.0.1:8899', '[2001:db8::1]:80', '']) expect(isLoopbackHost(host)).toBe(false)
  })
})
