import type { ComponentType } from 'react'
import ConnectView from '../features/connect/views/ConnectView'
import type { ViewName } from '../state/router/viewNames'
import { lazyView, type PreloadableView } from './lazyView'

/**
 * The component of each view. Connect, the start view of a page without a connection, is in the
 * first chunk so the modal paints at once; every other view loads lazily: Account (the start
 * view once connected) as soon as the hidden modal renders it, the rest on intent, when the modal
 * opens or a pointer or focus reaches the row that opens them (`preloadViews`). A view without
 * an entry here cannot be opened by the host.
 */
export const viewRegistry: Partial<Record<ViewName, ComponentType | PreloadableView>> = {
  Connect: ConnectView,
  Account: lazyView(() => import('../features/account/views/AccountView')),
  AllWallets: lazyView(() => import('../wallets/walletConnect/screens/catalog/views/AllWalletsView')),
  Networks: lazyView(() => import('../features/network/views/NetworksView')),
  UnsupportedChain: lazyView(() => import('../features/network/views/UnsupportedChainView')),
  WhatIsAWallet: lazyView(() => import('../features/connect/views/WhatIsAWalletView')),
  ConnectingExternal: lazyView(() => import('../wallets/views/ConnectingExternalView')),
  ApproveTransaction: lazyView(() => import('../requests/approve/views/ApproveTransactionView')),
  CallsStatus: lazyView(() => import('../requests/calls/views/CallsStatusView')),
  ConnectingWalletConnect: lazyView(() => import('../wallets/walletConnect/screens/views/ConnectingWalletConnectView')),
  ConnectingWalletConnectBasic: lazyView(() => import('../wallets/walletConnect/screens/views/ConnectingWalletConnectBasicView')),
  ConnectingSocial: lazyView(() => import('../wallets/embedded/screens/views/ConnectingSocialView')),
  ConnectingFarcaster: lazyView(() => import('../wallets/embedded/screens/views/ConnectingFarcasterView')),
  ConnectingPasskey: lazyView(() => import('../wallets/embedded/screens/views/ConnectingPasskeyView')),
  EmailVerifyOtp: lazyView(() => import('../wallets/embedded/screens/views/EmailVerifyOtpView')),
  ExportKey: lazyView(() => import('../wallets/embedded/screens/views/ExportKeyView')),
  TransactionSent: lazyView(() => import('../requests/approve/views/TransactionSentView')),
  Swap: lazyView(() => import('../features/swap/views/SwapView')),
  OnRamp: lazyView(() => import('../features/onramp/views/OnRampView')),
  OnRampInProgress: lazyView(() => import('../features/onramp/views/OnRampInProgressView')),
  SIWXSignMessage: lazyView(() => import('../requests/siwx/views/SIWXSignMessageView')),
  ConnectingSiwe: lazyView(() => import('../requests/siwx/views/ConnectingSiweView')),
  WalletSend: lazyView(() => import('../features/send/views/WalletSendView')),
  WalletSendPreview: lazyView(() => import('../features/send/views/WalletSendPreviewView')),
  WalletReceive: lazyView(() => import('../features/receive/views/WalletReceiveView')),
  RegisterAccountName: lazyView(() => import('../features/names/views/RegisterAccountNameView')),
  RegisterAccountNameSuccess: lazyView(() => import('../features/names/views/RegisterAccountNameSuccessView')),
  NftDetail: lazyView(() => import('../features/nfts/views/NftDetailView')),
}

/**
 * Starts loading the chunks of the named lazy views (every lazy view without names); unknown
 * names and views already loaded cost nothing. A failed load is retried by the view's render.
 *
 * @example
 * preloadViews(['AllWallets'])
 */
export function preloadViews(names: readonly string[] = Object.keys(viewRegistry)): void {
  for (const name of names) {
    // The registry's own keys, not VIEW_NAMES: that list stays out of the first view's chunk.
    const view = Object.hasOwn(viewRegistry, name) ? viewRegistry[name as ViewName] : undefined
    if (view && 'preload' in view) void (view as PreloadableView).preload().catch(() => undefined)
  }
}
