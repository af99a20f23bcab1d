import { describe, expect, it } from 'vitest'
import { throttledError } from './throttledError'

describe('throttledError', () => {
  it('reads the exact text with the seconds left rounded up, never 0', () => {
    expect(throttledError(30_000).toJSON()).toEqual({ error: { code: 'THROTTLED', message: 'Please try again after 30 seconds', retryAfterSeconds: 30 } })
    expect(throttledError(12_001).message).toBe('Please try again after 13 seconds')
    expect(throttledError(1).message).toBe('Please try again after 1 seconds')
    expect(throttledError(0).retryAfterSeconds).toBe(1)
    expect(throttledError(500).statusCode).toBe(429)
  })
})
