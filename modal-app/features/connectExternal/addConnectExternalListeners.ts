import { toProviderError } from '../../../shared/errors/ProviderRpcError'
import type { AppStartListening } from '../../app/listenerMiddleware'
import { hubFrom } from '../../connectors/hubAccess'
import { t } from '../../ui/i18n/t'
import { walletSelected } from '../connect/connectActions'
import { modalClosed } from '../modal/modalActions'
import { viewDataChanged, viewPushed } from '../router/routerSlice'
import { connectExternalRetried } from './connectExternalActions'

/**
 * Picking an installed wallet (the Installed group, or a Recent one that is installed) opens
 * ConnectingExternal and asks the wallet through the host; "Try again" asks again. The view's
 * route data carries the attempt's state (`waiting`, `rejected` for a 4001, `failed`); a
 * success closes the modal. Other groups belong to other connectors.
 *
 * @example
 * addConnectExternalListeners(listenerMiddleware.startListening)
 */
export function addConnectExternalListeners(startListening: AppStartListening): void {
  startListening({
    actionCreator: walletSelected,
    effect: async (action, api) => {
      const { id, group } = action.payload
      if (group !== 'injected' && group !== 'recent') return
      const connector = api.getState().connectors.list.find((c) => (c.type === 'ANNOUNCED' || c.type === 'INJECTED') && (c.id === id || c.info?.rdns === id))
      if (!connector) return
      api.dispatch(viewPushed({ view: 'ConnectingExternal', data: { id: connector.id, state: 'waiting' } }))
      await attempt(api, connector.id)
    },
  })
  startListening({
    actionCreator: connectExternalRetried,
    effect: async (action, api) => {
      api.dispatch(viewDataChanged({ state: 'waiting', message: null }))
      await attempt(api, action.payload.id)
    },
  })
}

type Api = Parameters<Parameters<AppStartListening>[0]['effect']>[1]

async function attempt(api: Api, id: string) {
  const hub = hubFrom(api.extra)
  const onThisView = () => {
    const state = api.getState()
    const top = state.router.history.at(-1)
    return state.router.open && top?.view === 'ConnectingExternal' && top.data?.id === id
  }
  try {
    if (!hub) throw new Error(t('connectExternal.noHost'))
    await hub.connectInjected(id)
    if (onThisView()) api.dispatch(modalClosed({ reason: 'done' }))
  } catch (error) {
    const e = toProviderError(error)
    if (onThisView()) api.dispatch(viewDataChanged({ state: e.code === 4001 ? 'rejected' : 'failed', message: e.message }))
  }
}
