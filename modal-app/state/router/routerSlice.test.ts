import { describe, expect, it } from 'vitest'
import { base, mainnet } from '../../../shared/networks'
import { makeStore } from '../../app/makeStore'
import { accountUpdated } from '../account/accountSlice'
import { modalClosed, modalLoadingChanged, modalOpened } from '../modal/modalActions'
import { caipNetworkChanged } from '../network/networkSlice'
import { optionsReceived } from '../options/optionsSlice'
import { goBack } from './goBack'
import { viewPushed, viewReplaced, viewsReset, wentBack, wentBackToIndex } from './routerSlice'

const views = (store: ReturnType<typeof makeStore>) => store.getState().router.history.map((e) => e.view)
const connect = (store: ReturnType<typeof makeStore>) =>
  store.dispatch(accountUpdated({ namespace: 'eip155', address: '0x1111111111111111111111111111111111111111', status: 'connected' }))

describe('router slice: stack operations', () => {
  it('push, replace, reset and go back to an index', () => {
    const store = makeStore()
    store.dispatch(modalOpened())
    store.dispatch(viewPushed('AllWallets'))
    store.dispatch(viewPushed({ view: 'WhatIsAWallet' }))
    expect(views(store)).toEqual(['Connect', 'AllWallets', 'WhatIsAWallet'])
    store.dispatch(viewReplaced('Networks'))
    expect(views(store)).toEqual(['Connect', 'AllWallets', 'Networks'])
    store.dispatch(wentBackToIndex(0))
    expect(views(store)).toEqual(['Connect'])
    store.dispatch(viewsReset('Networks'))
    expect(views(store)).toEqual(['Networks'])
  })
  it('does not stack the same view twice in a row', () => {
    const store = makeStore()
    store.dispatch(viewPushed('AllWallets'))
    store.dispatch(viewPushed('AllWallets'))
    expect(views(store)).toEqual(['Connect', 'AllWallets'])
  })
  it('going back pops, and closes with one entry left', () => {
    const store = makeStore()
    store.dispatch(modalOpened())
    store.dispatch(viewPushed('AllWallets'))
    store.dispatch(goBack())
    expect(views(store)).toEqual(['Connect'])
    expect(store.getState().router.open).toBe(true)
    store.dispatch(goBack())
    expect(store.getState().router.open).toBe(false)
  })
  it('going back while UnsupportedChain is in the history closes', () => {
    const store = makeStore()
    store.dispatch(modalOpened({ view: 'UnsupportedChain' }))
    store.dispatch(viewPushed('WhatIsAWallet'))
    store.dispatch(wentBack())
    expect(store.getState().router.open).toBe(false)
  })
  it('closing resets loading, by any path', () => {
    const store = makeStore()
    store.dispatch(modalOpened())
    store.dispatch(modalLoadingChanged(true))
    store.dispatch(modalClosed())
    expect(store.getState().router.loading).toBe(false)
    store.dispatch(modalOpened())
    store.dispatch(modalLoadingChanged(true))
    store.dispatch(wentBack())
    expect(store.getState().router).toMatchObject({ open: false, loading: false })
  })
})

describe('modal/opened (start view)', () => {
  it('opens Connect when disconnected and Account when connected', () => {
    const store = makeStore()
    store.dispatch(modalOpened())
    expect(views(store)).toEqual(['Connect'])
    connect(store)
    store.dispatch(modalOpened())
    expect(views(store)).toEqual(['Account'])
  })
  it('restarts the stack at the requested standalone view, unknown names at Connect', () => {
    const store = makeStore()
    store.dispatch(modalOpened({ view: 'Networks' }))
    expect(views(store)).toEqual(['Networks'])
    store.dispatch(modalOpened({ view: 'ConnectingSiwe' }))
    expect(views(store)).toEqual(['Connect'])
  })
  it('opens UnsupportedChain by itself when a connected account moves to a network not requested', () => {
    const store = makeStore()
    store.dispatch(optionsReceived({ projectId: 'p', networks: [mainnet] }))
    connect(store)
    store.dispatch(caipNetworkChanged(base))
    expect(store.getState().router).toMatchObject({ open: true, history: [{ view: 'UnsupportedChain' }] })
    store.dispatch(caipNetworkChanged(mainnet))
    expect(store.getState().router.open).toBe(false)
  })
  it('stays closed on an unsupported network when switching is disabled or unsupported chains allowed', () => {
    for (const extra of [{ enableNetworkSwitch: false }, { allowUnsupportedChain: true }]) {
      const store = makeStore()
      store.dispatch(optionsReceived({ projectId: 'p', networks: [mainnet], ...extra }))
      connect(store)
      store.dispatch(caipNetworkChanged(base))
      expect(store.getState().router.open).toBe(false)
    }
  })
})
