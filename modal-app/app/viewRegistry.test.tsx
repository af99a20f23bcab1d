// @vitest-environment jsdom
import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { Provider } from 'react-redux'
import { describe, expect, it, vi } from 'vitest'
import { mainnet } from '../../shared/networks'
import { modalOpened } from '../state/modal/modalActions'
import { optionsReceived } from '../state/options/optionsSlice'

// Each lazy view's module records when it is first imported.
const { loaded, standInView } = vi.hoisted(() => {
  const loaded: string[] = []
  const standInView = (name: string) => () => {
    loaded.push(name)
    return { default: () => null }
  }
  return { loaded, standInView }
})
vi.mock('../features/account/views/AccountView', standInView('Account'))
vi.mock('../wallets/walletConnect/screens/catalog/views/AllWalletsView', standInView('AllWallets'))
vi.mock('../features/network/views/NetworksView', standInView('Networks'))
vi.mock('../features/network/views/UnsupportedChainView', standInView('UnsupportedChain'))
vi.mock('../features/connect/views/WhatIsAWalletView', standInView('WhatIsAWallet'))
vi.mock('../wallets/views/ConnectingExternalView', standInView('ConnectingExternal'))
vi.mock('../requests/approve/views/ApproveTransactionView', standInView('ApproveTransaction'))
vi.mock('../wallets/walletConnect/screens/views/ConnectingWalletConnectView', standInView('ConnectingWalletConnect'))
vi.mock('../wallets/walletConnect/screens/views/ConnectingWalletConnectBasicView', standInView('ConnectingWalletConnectBasic'))

const settle = (ms = 30) => act(async () => new Promise((resolve) => setTimeout(resolve, ms)))

describe('lazy views load on intent (issue 12 #7)', () => {
  it('nothing loads while the closed modal waits; a pointer or focus on a row loads what it opens; opening loads the rest', async () => {
    ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
    const { App } = await import('./App')
    const { makeStore } = await import('./makeStore')
    const store = makeStore()
    const container = document.createElement('div')
    document.body.append(container)
    const root = createRoot(container)
    act(() => root.render(<Provider store={store}><App /></Provider>))
    act(() => store.dispatch(optionsReceived({ projectId: 'p', networks: [mainnet] })))
    // Longer than any idle fallback: a closed modal prefetches nothing.
    await settle(500)
    expect(loaded).toEqual([])

    // jsdom has no PointerEvent; the listener only reads the event's type and target.
    const help = container.querySelector<HTMLElement>('[data-airlock-opens="WhatIsAWallet"]')
    expect(help).not.toBeNull()
    act(() => help!.dispatchEvent(new MouseEvent('pointerover', { bubbles: true })))
    await settle()
    expect(loaded).toEqual(['WhatIsAWallet'])
    act(() => help!.dispatchEvent(new FocusEvent('focusin', { bubbles: true })))
    await settle()
    expect(loaded).toEqual(['WhatIsAWallet'])

    // A row marked with several views loads each of them.
    const row = document.createElement('button')
    row.dataset.airlockOpens = 'Networks UnsupportedChain'
    container.querySelector('.airlock-root')!.append(row)
    act(() => row.dispatchEvent(new FocusEvent('focusin', { bubbles: true })))
    await settle()
    expect(loaded).toEqual(['WhatIsAWallet', 'Networks', 'UnsupportedChain'])

    act(() => store.dispatch(modalOpened()))
    await settle()
    await settle()
    expect([...loaded].sort()).toEqual(
      ['Account', 'AllWallets', 'ApproveTransaction', 'ConnectingExternal', 'ConnectingWalletConnect', 'ConnectingWalletConnectBasic', 'Networks', 'UnsupportedChain', 'WhatIsAWallet'],
    )
    act(() => root.unmount())
    container.remove()
  })
})
