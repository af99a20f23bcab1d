import { describe, expect, it } from 'vitest'
import type { PublicState } from './api'
import { restoredFits } from './restoredFits'

const networks = [{ caipNetworkId: 'eip155:1' }, { caipNetworkId: 'eip155:8453' }]
const restoredOn = (caipNetworkId?: string) => ({ state: { status: 'connected', accounts: ['0xabc'], caipNetworkId } as PublicState, events: [] })

describe('restoredFits', () => {
  it('keeps a remembered connection on one of the page networks', () => {
    expect(restoredFits(restoredOn('eip155:8453'), networks)).toBe(true)
  })
  it('drops one whose network the page no longer offers, or that names none', () => {
    expect(restoredFits(restoredOn('solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'), networks)).toBe(false)
    expect(restoredFits(restoredOn(undefined), networks)).toBe(false)
    expect(restoredFits(undefined, networks)).toBe(false)
  })
})
