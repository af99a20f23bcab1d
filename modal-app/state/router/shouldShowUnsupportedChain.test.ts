import { describe, expect, it } from 'vitest'
import { shouldShowUnsupportedChain, type UnsupportedChainInput } from './shouldShowUnsupportedChain'

const all: UnsupportedChainInput = {
  activeCaipNetworkId: 'eip155:10',
  requestedCaipNetworkIds: ['eip155:1', 'eip155:8453'],
  enableNetworkSwitch: true,
  allowUnsupportedChain: false,
  basicWalletConnect: false,
}

describe('shouldShowUnsupportedChain (exactly four conditions)', () => {
  it('opens when all four conditions hold', () => {
    expect(shouldShowUnsupportedChain(all)).toBe(true)
  })
  it('does not open when the active network is requested', () => {
    expect(shouldShowUnsupportedChain({ ...all, activeCaipNetworkId: 'eip155:8453' })).toBe(false)
  })
  it('does not open when network switching is disabled', () => {
    expect(shouldShowUnsupportedChain({ ...all, enableNetworkSwitch: false })).toBe(false)
  })
  it('does not open when unsupported chains are allowed', () => {
    expect(shouldShowUnsupportedChain({ ...all, allowUnsupportedChain: true })).toBe(false)
  })
  it('does not open in basic WalletConnect mode', () => {
    expect(shouldShowUnsupportedChain({ ...all, basicWalletConnect: true })).toBe(false)
  })
  it('treats every network as supported when none are requested', () => {
    expect(shouldShowUnsupportedChain({ ...all, requestedCaipNetworkIds: [] })).toBe(false)
    expect(shouldShowUnsupportedChain({ ...all, activeCaipNetworkId: undefined })).toBe(false)
  })
})
