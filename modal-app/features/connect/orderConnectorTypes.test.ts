import { describe, expect, it } from 'vitest'
import { orderConnectorTypes } from './orderConnectorTypes'

const DEFAULT = ['walletConnect', 'recent', 'injected', 'featured', 'custom', 'external', 'recommended']

describe('orderConnectorTypes', () => {
  it('uses the default order with WalletConnect first', () => {
    expect(orderConnectorTypes({ enableWalletConnect: true, connectedViaWalletConnect: false })).toEqual(DEFAULT)
  })
  it('drops WalletConnect when disabled', () => {
    expect(orderConnectorTypes({ enableWalletConnect: false, connectedViaWalletConnect: false })).toEqual(DEFAULT.slice(1))
  })
  it('drops WalletConnect when already connected through it', () => {
    expect(orderConnectorTypes({ enableWalletConnect: true, connectedViaWalletConnect: true })).toEqual(DEFAULT.slice(1))
  })
  it('puts configured overrides first, the rest in default order', () => {
    expect(
      orderConnectorTypes({ enableWalletConnect: true, connectedViaWalletConnect: false, overrides: ['recommended', 'custom'] }),
    ).toEqual(['recommended', 'custom', 'walletConnect', 'recent', 'injected', 'featured', 'external'])
  })
  it('an override does not bring back a hidden WalletConnect row', () => {
    expect(
      orderConnectorTypes({ enableWalletConnect: false, connectedViaWalletConnect: false, overrides: ['walletConnect', 'external'] }),
    ).toEqual(['external', 'recent', 'injected', 'featured', 'custom', 'recommended'])
  })
})
