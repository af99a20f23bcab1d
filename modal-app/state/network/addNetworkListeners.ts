import type { AppStartListening } from '../../store/listenerMiddleware'
import { selectIsConnected } from '../account/selectors'
import { modalClosed, modalOpened } from '../modal/modalActions'
import { optionsReceived } from '../options/optionsSlice'
import { selectCurrentRoute } from '../router/selectors'
import { caipNetworkChanged, networkSwitchRequested } from './networkSlice'
import { selectUnsupportedChain } from './selectUnsupportedChain'

/**
 * Network effects: a switch asked for while nothing is connected applies at once (there is no
 * wallet to ask); a connected account on a network the rule rejects opens UnsupportedChain (docs/views.md#unsupported-chain);
 * once the network is fixed, the UnsupportedChain view closes.
 *
 * @example
 * addNetworkListeners(listenerMiddleware.startListening)
 */
export function addNetworkListeners(startListening: AppStartListening): void {
  startListening({
    actionCreator: networkSwitchRequested,
    effect: (action, api) => {
      const state = api.getState()
      if (selectIsConnected(state)) return
      const network = state.options.value.networks.find((n) => n.caipNetworkId === action.payload.caipNetworkId)
      if (network) api.dispatch(caipNetworkChanged(network))
    },
  })
  startListening({
    predicate: (action) => caipNetworkChanged.match(action) || optionsReceived.match(action),
    effect: (_action, api) => {
      const state = api.getState()
      const unsupported = selectUnsupportedChain(state)
      const onUnsupportedView = state.router.open && selectCurrentRoute(state).view === 'UnsupportedChain'
      if (unsupported && selectIsConnected(state) && !onUnsupportedView) api.dispatch(modalOpened({ view: 'UnsupportedChain' }))
      else if (!unsupported && onUnsupportedView) api.dispatch(modalClosed({ reason: 'done' }))
    },
  })
}
