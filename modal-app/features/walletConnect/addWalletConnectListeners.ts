import { isSafeExternalUrl, walletSchemeOf } from '../../../shared/url'
import type { AppStartListening } from '../../app/listenerMiddleware'
import { hubFrom } from '../../connectors/hubAccess'
import { walletConnectOf } from '../../connectors/walletConnect/attachWalletConnect'
import { walletSelected } from '../connect/connectActions'
import { connectionReset } from '../connection/connectionSlice'
import { caipNetworkChanged } from '../network/networkSlice'
import { viewDataChanged, viewPushed } from '../router/routerSlice'
import { savedDeepLink } from './savedDeepLink'
import { wcLinkOpened, wcRetryRequested } from './walletConnectActions'
import { walletConnectTarget } from './walletConnectTarget'

/**
 * WalletConnect effects: a WalletConnect-bound wallet pick opens ConnectingWalletConnect (or the
 * basic view for the WalletConnect row) and starts a pairing; Try again starts a fresh one; a
 * wallet link is opened by the host (safe schemes only) and remembered until the §4 reset
 * clears it; the active network becomes the provider's default chain (§4 network switch).
 *
 * @example
 * addWalletConnectListeners(listenerMiddleware.startListening)
 */
export function addWalletConnectListeners(startListening: AppStartListening): void {
  const connect = (extra: Parameters<typeof hubFrom>[0]) => {
    const connector = walletConnectOf(hubFrom(extra)?.registry)
    void connector?.connect().catch(() => undefined)
  }

  startListening({
    actionCreator: walletSelected,
    effect: (action, api) => {
      const state = api.getState()
      if (state.options.value.enableWalletConnect === false) return
      const target = walletConnectTarget({
        pick: action.payload,
        connectors: state.connectors.list,
        catalog: state.walletCatalog,
        custom: state.options.value.customWallets ?? [],
        recent: state.connection.recentWallets,
      })
      if (!target) return
      const since = Date.now()
      if (target.view === 'ConnectingWalletConnectBasic') api.dispatch(viewPushed({ view: target.view, data: { since } }))
      else api.dispatch(viewPushed({ view: target.view, data: { ...target.wallet, walletId: target.wallet.id, since } }))
      connect(api.extra)
    },
  })

  startListening({
    actionCreator: wcRetryRequested,
    effect: (_action, api) => {
      api.dispatch(viewDataChanged({ since: Date.now() }))
      connect(api.extra)
    },
  })

  startListening({
    actionCreator: wcLinkOpened,
    // The view opened the link itself (in the click); remember the wallet app without the URI.
    effect: ({ payload }) => {
      if (isSafeExternalUrl(payload.home, walletSchemeOf(payload.home))) savedDeepLink.set({ name: payload.name, href: payload.home })
    },
  })

  startListening({
    actionCreator: caipNetworkChanged,
    effect: ({ payload }, api) => walletConnectOf(hubFrom(api.extra)?.registry)?.followNetwork(payload),
  })

  startListening({
    actionCreator: connectionReset,
    effect: () => savedDeepLink.set(undefined),
  })
}
