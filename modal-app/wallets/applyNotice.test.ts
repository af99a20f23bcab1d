import { describe, expect, it } from 'vitest'
import { makeStore } from '../app/makeStore'
import { applyNotice } from './applyNotice'

describe('applyNotice', () => {
  it('writes each notice to the feature that shows it', () => {
    const store = makeStore()
    applyNotice(store, { type: 'pairingUri', uri: 'wc:1@2', expiry: 99 })
    applyNotice(store, { type: 'approvedNetworks', ids: ['eip155:1'], supportsAllNetworks: false })
    applyNotice(store, { type: 'recentWallets', wallets: [{ id: 'dev.a', name: 'A', installed: true }] })
    applyNotice(store, { type: 'accountType', preferredAccountType: 'smartAccount', smartAccountDeployed: true, allAccounts: [{ address: '0xabc', type: 'smartAccount', namespace: 'eip155' }], smartAccountNetworks: ['eip155:1'] })
    applyNotice(store, { type: 'farcasterChannel', url: 'https://farcaster.example/c', expiresAt: 5 })
    applyNotice(store, { type: 'serviceUnreachable' })
    const state = store.getState()
    expect(state.connection.wcUri).toBe('wc:1@2')
    expect(state.network.approvedCaipNetworkIds).toEqual(['eip155:1'])
    expect(state.connection.recentWallets.map((w) => w.id)).toEqual(['dev.a'])
    expect(state.network.smartAccountEnabledNetworks).toEqual(['eip155:1'])
    expect(state.account.byNamespace.eip155).toMatchObject({ preferredAccountType: 'smartAccount', smartAccountDeployed: true })
    expect(state.alerts.current).toBe('socialsTimeout')
    applyNotice(store, { type: 'pairingFailed' })
    expect(store.getState().connection.wcError).toBe(true)
  })
})
