import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { hashSecret } from './hashSecret'

describe('hashSecret', () => {
  it('is stable, never the secret, and keyed when a pepper is given', () => {
    const pepper = randomBytes(32)
    expect(hashSecret('123456')).toBe(hashSecret('123456'))
    expect(hashSecret('123456')).not.toContain('123456')
    expect(hashSecret('123456', pepper)).not.toBe(hashSecret('123456'))
    expect(hashSecret('123456', pepper)).not.toBe(hashSecret('123456', randomBytes(32)))
    expect(hashSecret('123456', pepper)).toMatch(/^[A-Za-z0-9_-]{43}$/)
  })
})
