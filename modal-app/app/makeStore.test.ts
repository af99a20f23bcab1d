import { describe, expect, it } from 'vitest'
import { DEFAULT_FEATURES } from '../../shared/options'
import { base, mainnet } from '../../shared/networks'
import { accountUpdated } from '../state/account/accountSlice'
import { modalOpened, modalRevealed, modalShaken } from '../state/modal/modalActions'
import { caipNetworkChanged } from '../state/network/networkSlice'
import { optionsReceived } from '../state/options/optionsSlice'
import { sendDraftUpdated } from '../state/send/sendSlice'
import { makeStore } from './makeStore'
import { selectPublicState } from '../requests/bridge/selectPublicState'
import { withServiceParams } from '../state/dataService/dataApi'

describe('makeStore defaults', () => {
  it('starts closed on Connect, dark, disconnected, with the default features', () => {
    const s = makeStore().getState()
    expect(s.router).toMatchObject({ open: false, shown: false, loading: false, history: [{ view: 'Connect' }] })
    expect(s.theme).toEqual({ themeMode: 'dark', themeVariables: {} })
    expect(s.options.value.features).toEqual(DEFAULT_FEATURES)
    expect(s.options.value).toMatchObject({ enableNetworkSwitch: true, enableWalletConnect: true, enableEIP6963: true, allowUnsupportedChain: false })
    expect(s.connection).toMatchObject({ statusByNamespace: {}, wcError: false, buffering: false })
    expect(s.notifications).toMatchObject({ open: false, autoClose: true })
    expect(s.walletCatalog).toMatchObject({ featured: [], recommended: [], wallets: [], search: [], count: 0, page: 0, excludedWallets: [] })
    expect(s.send).toEqual({ loading: false, tokenBalances: [] })
    expect(s.approvals.stack).toEqual([])
  })
  it('applies options over the defaults and takes the theme and first network from them', () => {
    const store = makeStore()
    store.dispatch(optionsReceived({ projectId: 'p', networks: [mainnet, base], themeMode: 'light', features: { swaps: false } }))
    const s = store.getState()
    expect(s.options.value.features).toEqual({ ...DEFAULT_FEATURES, swaps: false })
    expect(s.theme.themeMode).toBe('light')
    expect(s.network.caipNetwork?.caipNetworkId).toBe('eip155:1')
    expect(s.network.requestedCaipNetworkIds).toEqual(['eip155:1', 'eip155:8453'])
  })
  it('accepts a partial preloaded state', () => {
    const store = makeStore({ theme: { themeMode: 'light', themeVariables: {} } })
    expect(store.getState().theme.themeMode).toBe('light')
    expect(store.getState().router.history).toEqual([{ view: 'Connect' }])
  })
  it('resets the send draft when the network switches', () => {
    const store = makeStore()
    store.dispatch(sendDraftUpdated({ receiverAddress: '0xabc', sendTokenAmount: '1' }))
    store.dispatch(caipNetworkChanged(base))
    expect(store.getState().send).toEqual({ loading: false, tokenBalances: [] })
  })
})

describe('selectPublicState', () => {
  it('reports addresses, chain and view only, stable by reference', () => {
    const store = makeStore()
    store.dispatch(optionsReceived({ projectId: 'p', networks: [base] }))
    store.dispatch(
      accountUpdated({ namespace: 'eip155', address: '0xabc', caipAddress: 'eip155:8453:0xabc', status: 'connected' }),
    )
    const state = selectPublicState(store.getState())
    expect(state).toEqual({
      open: false,
      view: 'Connect',
      loading: false,
      status: 'connected',
      namespace: 'eip155',
      address: '0xabc',
      caipAddress: 'eip155:8453:0xabc',
      caipNetworkId: 'eip155:8453',
      chainId: '0x2105',
      accounts: ['0xabc'],
      themeMode: 'dark',
    })
    expect(selectPublicState(store.getState())).toBe(state)
  })

  it('stays the same object through router changes the host does not see (a revealed open, a shake), so nothing is emitted', () => {
    const store = makeStore()
    const state = selectPublicState(store.getState())
    store.dispatch(modalRevealed())
    store.dispatch(modalShaken())
    expect(selectPublicState(store.getState())).toBe(state)
    store.dispatch(modalOpened())
    expect(selectPublicState(store.getState())).toMatchObject({ open: true, view: 'Connect' })
  })
})

describe('dataApi params', () => {
  it('adds projectId, st and sv to every call', () => {
    expect(withServiceParams({ url: '/v1/x', params: { chainId: 1 } }, 'p1')).toEqual({
      url: '/v1/x',
      params: { chainId: 1, projectId: 'p1', st: 'appkit', sv: 'html-wagmi-4.2.2' },
    })
  })
})
