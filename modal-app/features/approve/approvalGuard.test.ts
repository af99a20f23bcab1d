import { describe, expect, it } from 'vitest'
import { approveClickCounts } from './approvalGuard'
import { decodeMessage } from './decodeMessage'

const ok = { isTrusted: true, armed: true, visibilitySupported: true, visible: true }

describe('approveClickCounts (security.md #9, #10, #12)', () => {
  it('counts a trusted click on an armed, visible request', () => expect(approveClickCounts(ok)).toBe(true))
  it('ignores untrusted clicks (#9)', () => expect(approveClickCounts({ ...ok, isTrusted: false })).toBe(false))
  it('ignores clicks before the delay (#12)', () => expect(approveClickCounts({ ...ok, armed: false })).toBe(false))
  it('ignores clicks while IntersectionObserver v2 says hidden (#10)', () => expect(approveClickCounts({ ...ok, visible: false })).toBe(false))
  it('without IntersectionObserver v2 the visibility check is skipped', () =>
    expect(approveClickCounts({ ...ok, visibilitySupported: false, visible: false })).toBe(true))
})

describe('decodeMessage', () => {
  it('reads UTF-8 text and keeps binary as hex', () => {
    expect(decodeMessage('0x68656c6c6f')).toBe('hello')
    expect(decodeMessage('0xe282ac')).toBe('€')
    expect(decodeMessage('0xff00')).toBe('0xff00')
    expect(decodeMessage('0x0001')).toBe('0x0001')
    expect(decodeMessage('plain')).toBe('plain')
  })
})
