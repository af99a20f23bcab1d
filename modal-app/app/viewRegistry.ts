import type { ComponentType } from 'react'
import AccountView from '../features/account/views/AccountView'
import ConnectView from '../features/connect/views/ConnectView'
import type { ViewName } from '../features/router/viewNames'
import { lazyView, type PreloadableView } from './lazyView'

/**
 * The component of each view. Connect and Account, the two start views, are in the first
 * chunk so opening paints at once; the others load lazily (and are preloaded when idle).
 * A view without an entry here cannot be opened by the host.
 */
export const viewRegistry: Partial<Record<ViewName, ComponentType | PreloadableView>> = {
  Connect: ConnectView,
  Account: AccountView,
  AllWallets: lazyView(() => import('../features/walletCatalog/views/AllWalletsView')),
  Networks: lazyView(() => import('../features/network/views/NetworksView')),
  UnsupportedChain: lazyView(() => import('../features/network/views/UnsupportedChainView')),
  WhatIsAWallet: lazyView(() => import('../features/connect/views/WhatIsAWalletView')),
  ConnectingExternal: lazyView(() => import('../features/connectExternal/views/ConnectingExternalView')),
  ApproveTransaction: lazyView(() => import('../features/approve/views/ApproveTransactionView')),
  ConnectingWalletConnect: lazyView(() => import('../features/walletConnect/views/ConnectingWalletConnectView')),
  ConnectingWalletConnectBasic: lazyView(() => import('../features/walletConnect/views/ConnectingWalletConnectBasicView')),
}

/**
 * Starts loading every lazy view's chunk.
 *
 * @example
 * requestIdleCallback(preloadViews)
 */
export function preloadViews(): void {
  for (const view of Object.values(viewRegistry)) {
    if (view && 'preload' in view) void view.preload().catch(() => undefined)
  }
}
