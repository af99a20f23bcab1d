import { describe, expect, it } from 'vitest'
import { base, mainnet, solanaDevnet } from '../../host-sdk/networks'
import { chainIdNumber, chainLabel } from './chainLabel'

describe('chainLabel', () => {
  it('names known chains in every spelling', () => {
    expect(chainLabel('0x2105', [mainnet, base])).toBe('Base (8453)')
    expect(chainLabel('eip155:1', [mainnet, base])).toBe('Ethereum (1)')
    expect(chainLabel(8453, [mainnet, base])).toBe('Base (8453)')
  })

  it('names a Solana cluster by its CAIP-2 id', () => {
    expect(chainLabel('solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1', [mainnet, solanaDevnet])).toBe('Solana Devnet')
    expect(chainLabel('solana:unknown', [mainnet])).toBe('solana:unknown')
  })

  it('labels unknown chains by id', () => {
    expect(chainLabel('0xa', [mainnet])).toBe('Chain 10 (10)')
    expect(chainIdNumber('nope')).toBeNaN()
  })
})
