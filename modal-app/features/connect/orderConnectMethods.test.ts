import { describe, expect, it } from 'vitest'
import { orderConnectMethods } from './orderConnectMethods'

describe('orderConnectMethods', () => {
  it('defaults to email, social, wallet', () => {
    expect(orderConnectMethods({ hasShownInstalledWallet: false })).toEqual(['email', 'social', 'wallet'])
  })
  it('puts wallet first when an injected or announced wallet is shown', () => {
    expect(orderConnectMethods({ hasShownInstalledWallet: true })).toEqual(['wallet', 'email', 'social'])
  })
  it('lets features.connectMethodsOrder override both', () => {
    expect(orderConnectMethods({ hasShownInstalledWallet: true, configured: ['social', 'email', 'wallet'] })).toEqual([
      'social',
      'email',
      'wallet',
    ])
    expect(orderConnectMethods({ hasShownInstalledWallet: false, configured: ['wallet'] })).toEqual(['wallet', 'email', 'social'])
  })
  it('ignores duplicates and unknown entries in the configured order', () => {
    const configured = ['social', 'social', 'phone'] as unknown as ('email' | 'social' | 'wallet')[]
    expect(orderConnectMethods({ hasShownInstalledWallet: false, configured })).toEqual(['social', 'email', 'wallet'])
  })
})
