import { describe, expect, it } from 'vitest'
import { mainnet, solana, solanaDevnet, solanaTestnet } from '../../shared/networks/networks'
import { solanaChains } from './solanaChains'

describe('solanaChains', () => {
  it('names the configured clusters and offers localnet for a loopback RPC, mapped back to that network', () => {
    const chains = solanaChains([mainnet, solanaDevnet, solana], { [solanaDevnet.caipNetworkId]: 'http://127.0.0.1:18899' })
    expect(chains.names).toEqual(['solana:devnet', 'solana:localnet', 'solana:mainnet'])
    expect(chains.caipOf('solana:localnet')).toBe(solanaDevnet.caipNetworkId)
    expect(chains.caipOf('solana:mainnet')).toBe(solana.caipNetworkId)
    expect(chains.caipOf('solana:testnet')).toBeUndefined()
    expect(chains.first()).toBe(solanaDevnet.caipNetworkId)
  })

  it('offers no localnet for public endpoints and nothing for an EVM-only dapp', () => {
    expect(solanaChains([solanaTestnet], undefined).names).toEqual(['solana:testnet'])
    expect(solanaChains([solanaTestnet], { [solanaTestnet.caipNetworkId]: 'https://127.0.0.1.example.com' }).names).toEqual(['solana:testnet'])
    const none = solanaChains([mainnet], undefined)
    expect(none.names).toEqual([])
    expect(none.first()).toBeUndefined()
  })
})
