import { describe, expect, it } from 'vitest'
import type { PublicState } from '../../../shared/protocol/api'
import { providerEvents } from './providerEvents'

const idle: PublicState = { open: false, view: 'Connect', loading: false, status: 'disconnected', accounts: [], themeMode: 'dark', chainId: '0x1' }
const connected: PublicState = { ...idle, status: 'connected', accounts: ['0xa'], address: '0xa' }

describe('providerEvents', () => {
  it('connect then accountsChanged on connecting', () => {
    expect(providerEvents(idle, connected).map((e) => e.event)).toEqual(['connect', 'accountsChanged'])
  })
  it('chainChanged on a network switch', () => {
    expect(providerEvents(connected, { ...connected, chainId: '0x2105' })).toEqual([{ type: 'provider', event: 'chainChanged', data: '0x2105' }])
  })
  it('accountsChanged and disconnect on disconnecting', () => {
    expect(providerEvents(connected, idle).map((e) => e.event)).toEqual(['accountsChanged', 'disconnect'])
  })
  it('nothing when only the view changes', () => {
    expect(providerEvents(connected, { ...connected, view: 'Account', open: true })).toEqual([])
  })
  it('nothing for the EVM provider while a Solana network is active: its accounts are not EVM ones', () => {
    const onSolana: PublicState = { ...connected, namespace: 'solana', accounts: ['6xDEAVT7iouxZpN9wY6rWuiA69iFuCxHqxLrMosBCEtK'], address: '6xDEAVT7iouxZpN9wY6rWuiA69iFuCxHqxLrMosBCEtK', caipNetworkId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1' }
    delete onSolana.chainId
    expect(providerEvents({ ...connected, namespace: 'eip155' }, onSolana)).toEqual([])
    expect(providerEvents(onSolana, { ...onSolana, status: 'disconnected', accounts: [] })).toEqual([])
  })
})
