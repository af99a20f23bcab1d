import { describe, expect, it } from 'vitest'
import { cacheControlFor } from './cacheControlFor'

describe('cacheControlFor', () => {
  it('keeps hashed assets for good, never stores other pages, keeps the rest five minutes', () => {
    expect(cacheControlFor('/assets/first-abc.js')).toBe('public, max-age=31536000, immutable')
    expect(cacheControlFor('/auth-callback.html')).toBe('no-store')
    expect(cacheControlFor('/fonts/Inter-Variable.woff2')).toBe('public, max-age=300')
  })
})
