import { describe, expect, it } from 'vitest'
import { isMobileVisitor } from './isMobileVisitor'

describe('isMobileVisitor', () => {
  it('knows phones by their user agent', () => {
    expect(isMobileVisitor({ userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)', coarsePointer: false, width: 0 })).toBe(true)
    expect(isMobileVisitor({ userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) Mobile', coarsePointer: true, width: 412 })).toBe(true)
  })
  it('counts narrow touch-first screens, not desktops', () => {
    expect(isMobileVisitor({ userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130', coarsePointer: true, width: 600 })).toBe(true)
    expect(isMobileVisitor({ userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130', coarsePointer: false, width: 600 })).toBe(false)
    expect(isMobileVisitor({ userAgent: 'Mozilla/5.0 (Windows NT 10.0) Chrome/130', coarsePointer: true, width: 1920 })).toBe(false)
  })
})
