import { describe, expect, it } from 'vitest'
import { base, mainnet, solana } from '../../../../shared/networks/networks'
import { signingChainIdOf } from './signingChainIdOf'

describe('signingChainIdOf', () => {
  it('is the chain the approval names (the caipNetworkId), whatever id the page gave the network', () => {
    expect(signingChainIdOf(mainnet)).toBe(1)
    expect(signingChainIdOf(base)).toBe(8453)
    expect(signingChainIdOf({ ...base, caipNetworkId: 'eip155:1' })).toBe(1)
  })

  it('refuses a network that is not EVM or has no chain id as its reference', () => {
    for (const network of [solana, { ...mainnet, caipNetworkId: 'eip155:0x1' as never }, { ...mainnet, caipNetworkId: 'eip155:01' as never }]) {
      expect(() => signingChainIdOf(network)).toThrow(expect.objectContaining({ code: -32602 }))
    }
  })
})
