import { describe, expect, it } from 'vitest'
import { isNetworkSupported } from './isNetworkSupported'

describe('isNetworkSupported (unsupported network → empty result)', () => {
  it('accepts eip155 and solana ids, refuses bitcoin and polkadot', () => {
    expect(isNetworkSupported('eip155:1')).toBe(true)
    expect(isNetworkSupported('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).toBe(true)
    expect(isNetworkSupported('bip122:000000000019d6689c085ae165831e93')).toBe(false)
    expect(isNetworkSupported('polkadot:91b171bb158e2d3848fa23a9f1c25182')).toBe(false)
    expect(isNetworkSupported(undefined)).toBe(false)
  })
  it('follows the service list when it is known', () => {
    const list = ['eip155:1', 'eip155:8453']
    expect(isNetworkSupported('eip155:8453', list)).toBe(true)
    expect(isNetworkSupported('eip155:42161', list)).toBe(false)
    expect(isNetworkSupported('bip122:000000000019d6689c085ae165831e93', ['bip122:000000000019d6689c085ae165831e93'])).toBe(false)
  })
})
