import { toProviderError } from '../../shared/errors/ProviderRpcError'
import type { AppStartListening } from '../store/listenerMiddleware'
import type { Connector, ConnectTarget } from './Connector'
import { hubFrom } from './hubAccess'
import { t } from '../ui/i18n/t'
import { selectIsConnected } from '../state/account/selectors'
import { connectIntent, connectRetried, emailSubmitted, socialSelected, walletSelected, type WalletPick } from '../state/connection/connectActions'
import { modalClosed, modalOpened } from '../state/modal/modalActions'
import { caipNetworkChanged } from '../state/network/networkSlice'
import { viewDataChanged, viewPushed, viewsReset } from '../state/router/routerSlice'
import { pickConnector } from './pickConnector'

type Api = Parameters<Parameters<AppStartListening>[0]['effect']>[1]

/**
 * The one place a pick (a wallet, an email, a social sign-in) goes to a connector, and the
 * routing around it: the first connector in registry order that claims the pick gets it; its
 * connecting view is pushed with
 * the attempt's start (`since`) and the connector's id; on success the modal closes or shows
 * Account (as the connector asked), on failure the view shows why (`state` rejected for a 4001,
 * else failed, with `failedAt`) — only if the visitor still waits on that attempt's view. Try
 * again connects once more from the view's data. Intent (pointer or focus on a row, the modal
 * opening) lets connectors load their code before the click; the active network is passed on.
 *
 * @example
 * addConnectWalletListeners(listenerMiddleware.startListening)
 */
export function addConnectWalletListeners(startListening: AppStartListening): void {
  // The connector's connect starts within the visitor's click (nothing is awaited before it), so
  // a connector may still open a popup there.
  const connectPick = async (pick: WalletPick, api: Api) => {
    const hub = hubFrom(api.extra)
    const picked = hub && pickConnector(hub.connectors, pick, api.getState())
    if (!picked) return
    const { connector, target } = picked
    const since = Date.now()
    api.dispatch(viewPushed({ view: target.view, data: { ...target.data, connectorId: connector.id, onConnected: target.onConnected, since } }))
    await attempt(api, connector, target, since)
  }
  startListening({ actionCreator: walletSelected, effect: ({ payload }, api) => connectPick(payload, api) })
  startListening({ actionCreator: emailSubmitted, effect: ({ payload }, api) => connectPick({ id: payload.email, group: 'email' }, api) })
  startListening({ actionCreator: socialSelected, effect: ({ payload }, api) => connectPick({ id: payload.provider, group: 'social' }, api) })

  startListening({
    actionCreator: connectRetried,
    effect: async ({ payload }, api) => {
      const hub = hubFrom(api.extra)
      const top = api.getState().router.history.at(-1)
      if (!top) return
      const since = Date.now()
      const picked = payload.pick
        ? hub && pickConnector(hub.connectors, payload.pick, api.getState())
        : retryOf(hub?.connectors ?? [], top.view, top.data ?? {})
      if (!picked) {
        api.dispatch(viewDataChanged({ state: 'failed', message: t('connectExternal.noHost'), failedAt: since }))
        return
      }
      const { connector, target } = picked
      api.dispatch(viewDataChanged({ ...target.data, state: 'waiting', message: null, reason: null, connectorId: connector.id, onConnected: target.onConnected, since }))
      await attempt(api, connector, target, since)
    },
  })

  startListening({
    actionCreator: connectIntent,
    effect: async ({ payload }, api) => {
      const hub = hubFrom(api.extra)
      if (!hub) return
      const picked = payload.pick && pickConnector(hub.connectors, payload.pick, api.getState())
      await prepare(picked ? [picked.connector] : payload.pick ? [] : hub.connectors)
    },
  })

  startListening({
    actionCreator: modalOpened,
    // Opening the modal to connect is intent too; the connectors load once the opened view is
    // shown. Opening it on Account or an approval needs no other connector's code.
    effect: async (_action, api) => {
      if (selectIsConnected(api.getState())) return
      await whenIdle()
      const hub = hubFrom(api.extra)
      if (hub && api.getState().router.open) await prepare(hub.connectors)
    },
  })

  startListening({
    actionCreator: caipNetworkChanged,
    effect: ({ payload }, api) => hubFrom(api.extra)?.connectors.forEach((c) => c.networkChanged?.(payload)),
  })
}

async function attempt(api: Api, connector: Connector, target: ConnectTarget, since: number) {
  const onThisView = () => {
    const state = api.getState()
    const top = state.router.history.at(-1)
    return state.router.open && top?.view === target.view && top.data?.since === since
  }
  try {
    await connector.connect(target, { stillWanted: onThisView })
    if (!onThisView()) return
    api.dispatch(target.onConnected === 'close' ? modalClosed({ reason: 'done' }) : viewsReset('Account'))
  } catch (error) {
    const e = toProviderError(error)
    // `reason` (an AuthRequestError's or PopupBlockedError's) lets the view pick its state, e.g. a blocked popup's Try again.
    const reason = (e.data as { reason?: unknown } | undefined)?.reason
    if (onThisView()) api.dispatch(viewDataChanged({ state: e.code === 4001 ? 'rejected' : 'failed', message: e.message, reason: typeof reason === 'string' ? reason : null, failedAt: Date.now() }))
  }
}

/** The connector and target a connecting view was opened for, from its route data. */
function retryOf(connectors: readonly Connector[], view: ConnectTarget['view'], data: ConnectTarget['data']) {
  const connector = connectors.find((c) => c.id === data.connectorId)
  if (!connector) return undefined
  const target: ConnectTarget = { view, data, onConnected: data.onConnected === 'close' ? 'close' : 'account' }
  return { connector, target }
}

async function prepare(connectors: readonly Connector[]) {
  await Promise.all(connectors.map((c) => c.prepare().catch(() => undefined)))
}

function whenIdle() {
  return new Promise<void>((resolve) => {
    if (globalThis.requestIdleCallback) globalThis.requestIdleCallback(() => resolve(), { timeout: 1_000 })
    else setTimeout(resolve, 200)
  })
}
