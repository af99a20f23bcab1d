import { configureStore } from '@reduxjs/toolkit'
import { describe, expect, it } from 'vitest'
import { mainnet } from '../../../shared/networks/networks'
import { featuresChanged, operatorSettingsReceived, optionsReceived, optionsSlice, withinAllowance } from './optionsSlice'
import { DEFAULT_FEATURES } from '../../../shared/options'
import { operatorRuns } from '../../testing/operatorRuns'

const allowAll = { swaps: true, onramp: true, receive: true, send: true, email: true, socials: true, history: true, allWallets: true, smartSessions: true, guestWallets: true }
const store = () => configureStore({ reducer: { options: optionsSlice.reducer } })

describe('what the operator allows bounds what the dapp asks', () => {
  it('turns off every feature the operator disallows, whatever the dapp asked', () => {
    const s = store()
    s.dispatch(operatorSettingsReceived({ analytics: false, features: { ...allowAll, swaps: false, socials: false } }))
    s.dispatch(optionsReceived({ projectId: 'p', networks: [mainnet], features: { swaps: true, socials: ['google'], analytics: true, send: true } }))
    const features = s.getState().options.value.features
    expect(features).toMatchObject({ swaps: false, socials: false, analytics: false, send: true, onramp: true })
    s.dispatch(featuresChanged({ swaps: true, analytics: true }))
    expect(s.getState().options.value.features).toMatchObject({ swaps: false, analytics: false })
  })

  it('applies settings that arrive after the options, and leaves the dapp its own choices when all is allowed', () => {
    const s = store()
    s.dispatch(optionsReceived({ projectId: 'p', networks: [mainnet], features: { history: false } }))
    expect(s.getState().options.value.features).toMatchObject({ history: false, swaps: true, analytics: true })
    s.dispatch(operatorSettingsReceived({ analytics: true, features: { ...allowAll, onramp: false } }))
    expect(s.getState().options.value.features).toMatchObject({ history: false, swaps: true, onramp: false, analytics: true })
  })

  it('withinAllowance keeps presentation choices the dapp owns', () => {
    const out = withinAllowance({ ...DEFAULT_FEATURES, legalCheckbox: true, collapseWallets: true }, { analytics: true, features: { ...allowAll, email: false } })
    expect(out).toMatchObject({ legalCheckbox: true, collapseWallets: true, email: false })
  })
})

describe("service URLs: the registry, analytics and relay from the host, the rest only the operator's", () => {
  it('has no service URL, loopback or other, before the host options arrive', () => {
    const state = optionsSlice.reducer(undefined, { type: 'init' })
    expect(Object.values(state.value.services)).toEqual(['', '', '', '', ''])
  })
  it("takes the host's registry, analytics and relay URLs, and the operator's data API and auth", () => {
    const s = store()
    s.dispatch(operatorRuns({ apiUrl: 'https://api.example', authUrl: 'https://auth.example' }))
    s.dispatch(optionsReceived({ projectId: 'p', networks: [mainnet], services: { registryUrl: 'https://reg.example', analyticsUrl: 'https://a.example', relayUrl: 'wss://relay.example' } }))
    expect(s.getState().options.value.services).toEqual({ apiUrl: 'https://api.example/', registryUrl: 'https://reg.example', analyticsUrl: 'https://a.example', relayUrl: 'wss://relay.example', authUrl: 'https://auth.example/' })
    expect(s.getState().options.refusedEndpoints).toEqual([])
  })
  it("refuses a page's own authUrl, records it and keeps the operator's; the page's customRpcUrls never become the modal's RPC", () => {
    const s = store()
    s.dispatch(operatorRuns({ authUrl: 'https://auth.example', rpcUrls: { 'eip155:1': 'https://rpc.operator.example' } }))
    s.dispatch(optionsReceived({ projectId: 'p', networks: [mainnet], customRpcUrls: { 'eip155:1': 'https://evil.example/rpc' }, services: { authUrl: 'https://evil.example/auth' } }))
    expect(s.getState().options.value.services.authUrl).toBe('https://auth.example/')
    expect(s.getState().options.refusedEndpoints).toEqual([{ option: 'services.authUrl', url: 'https://evil.example/auth' }])
    expect(s.getState().options.value.rpcUrls).toEqual({ 'eip155:1': 'https://rpc.operator.example/' })
  })
  it('names no endpoint when the settings have not named any (options before settings never take the page\'s)', () => {
    const state = optionsSlice.reducer(undefined, optionsReceived({ projectId: 'p', networks: [mainnet], services: { apiUrl: 'https://evil.example', authUrl: 'https://evil.example' } }))
    expect(state.value.services).toMatchObject({ apiUrl: '', authUrl: '' })
  })
})
