import { toProviderError } from '../../../shared/errors/ProviderRpcError'
import type { AppStartListening } from '../../store/listenerMiddleware'
import { hubFrom } from '../../wallets/hubAccess'
import { selectIsConnected } from '../../state/account/selectors'
import { modalLoadingChanged } from '../../state/modal/modalActions'
import { t } from '../../ui/i18n/t'
import { notificationRequested } from '../../state/notifications/notificationsSlice'
import { goBack } from '../../state/router/goBack'
import { networkSwitchRequested } from '../../state/network/networkSlice'
// Registers the texts of lazily loaded views (ui/locales/en.views.json) that this module shows.
import '../../ui/i18n/viewMessages'

/**
 * A network picked in the Networks (or UnsupportedChain) view while a wallet is connected: the
 * wallet is asked (adding the chain on 4902), the network becomes active (the send draft
 * resets, the dapp gets chainChanged) and Networks goes back to Account. A wallet that can't
 * switch shows the text as an error toast (docs/texts.md#toasts); a refusal shows nothing.
 *
 * @example
 * addNetworkSwitchListeners(listenerMiddleware.startListening)
 */
export function addNetworkSwitchListeners(startListening: AppStartListening): void {
  startListening({
    actionCreator: networkSwitchRequested,
    effect: async (action, api) => {
      const state = api.getState()
      if (!selectIsConnected(state)) return
      if (state.network.caipNetwork?.caipNetworkId === action.payload.caipNetworkId) return
      const network = state.options.value.networks.find((n) => n.caipNetworkId === action.payload.caipNetworkId)
      const hub = hubFrom(api.extra)
      if (!network || !hub) return
      api.dispatch(modalLoadingChanged(true))
      try {
        await hub.switchNetwork(network)
        if (api.getState().router.history.at(-1)?.view === 'Networks') api.dispatch(goBack())
      } catch (error) {
        const e = toProviderError(error)
        // The visitor reads the network's name, not the error's chain id and method name
        // ("Failed to switch to chain 'eip155:10'… 'wallet_switchEthereumChain'"); the dapp keeps those.
        if (e.code !== 4001) api.dispatch(notificationRequested({ message: t('network.switchFailed', { network: network.name }), variant: 'error' }))
      } finally {
        api.dispatch(modalLoadingChanged(false))
      }
    },
  })
}
