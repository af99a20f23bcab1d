import { describe, expect, it } from 'vitest'
import { isSwapSupported } from './isSwapSupported'

describe('isSwapSupported', () => {
  it('needs a swap chain that the service serves', () => {
    expect(isSwapSupported('eip155:1', ['eip155:1', 'eip155:8453'])).toBe(true)
    expect(isSwapSupported('eip155:8453')).toBe(true)
    expect(isSwapSupported('eip155:42161', ['eip155:1', 'eip155:8453'])).toBe(false)
    expect(isSwapSupported('eip155:5', ['eip155:5'])).toBe(false)
    expect(isSwapSupported('solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1')).toBe(false)
    expect(isSwapSupported(undefined)).toBe(false)
  })
})
