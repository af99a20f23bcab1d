import { describe, expect, it } from 'vitest'
import { walletsCollapsed } from './walletsCollapsed'

describe('walletsCollapsed', () => {
  it('collapses with collapseWallets or with emailShowWallets off, only next to email or social sign-in', () => {
    expect(walletsCollapsed({ collapseWallets: false, emailShowWallets: true }, true)).toBe(false)
    expect(walletsCollapsed({ collapseWallets: true, emailShowWallets: true }, true)).toBe(true)
    expect(walletsCollapsed({ collapseWallets: false, emailShowWallets: false }, true)).toBe(true)
    expect(walletsCollapsed({ collapseWallets: true, emailShowWallets: false }, false)).toBe(false)
  })
})
