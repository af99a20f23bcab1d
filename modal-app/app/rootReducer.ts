import { combineSlices, type UnknownAction } from '@reduxjs/toolkit'
import { accountSlice } from '../features/account/accountSlice'
import { selectIsConnected } from '../features/account/selectors'
import { alertsSlice } from '../features/alerts/alertsSlice'
import { approvalsSlice } from '../features/approvals/approvalsSlice'
import { connectionSlice } from '../features/connection/connectionSlice'
import { connectorsSlice } from '../features/connectors/connectorsSlice'
import { modalOpened } from '../features/modal/modalActions'
import { selectUnsupportedChain } from '../features/network/selectUnsupportedChain'
import { networkSlice } from '../features/network/networkSlice'
import { notificationsSlice } from '../features/notifications/notificationsSlice'
import { optionsSlice } from '../features/options/optionsSlice'
import { resolveOpenView } from '../features/router/resolveOpenView'
import { routerSlice } from '../features/router/routerSlice'
import { sendSlice } from '../features/send/sendSlice'
import type { SiwxState } from '../features/siwx/siwxSlice'
import { themeSlice } from '../features/theme/themeSlice'
import { walletCatalogSlice } from '../features/walletCatalog/walletCatalogSlice'
import type { dataApi } from './dataApi'

/**
 * The slices. The data API's RTK Query state is injected by `dataApi.ts` when it first loads
 * (with the Account view's chunk), so its code is not part of the modal's start.
 */
export const sliceReducers = combineSlices({
  options: optionsSlice.reducer,
  router: routerSlice.reducer,
  connection: connectionSlice.reducer,
  account: accountSlice.reducer,
  network: networkSlice.reducer,
  connectors: connectorsSlice.reducer,
  walletCatalog: walletCatalogSlice.reducer,
  notifications: notificationsSlice.reducer,
  alerts: alertsSlice.reducer,
  theme: themeSlice.reducer,
  approvals: approvalsSlice.reducer,
  send: sendSlice.reducer,
}).withLazyLoadedSlices<{ dataApi: ReturnType<(typeof dataApi)['reducer']>; siwx: SiwxState }>()

export type RootState = ReturnType<typeof sliceReducers>

/**
 * The slices combined, plus the one rule that needs several of them: on `modal/opened` the
 * stack restarts at the start view (docs/views.md#opening-and-closing), which depends on the account and the network, or at the
 * pending approval when one is waiting (openedHistory).
 *
 * @example
 * const state = rootReducer(undefined, modalOpened({ view: 'Networks' }))
 */
export function rootReducer(state: RootState | undefined, action: UnknownAction): RootState {
  const next = sliceReducers(state, action)
  if (!modalOpened.match(action)) return next
  const history = openedHistory(next, action.payload.view)
  return history === next.router.history ? next : { ...next, router: { ...next.router, history } }
}

/**
 * The view stack an open with `view` (the host's open(view), or none) starts from `state`: the
 * pending approval when one is waiting (a host's open(view) never pushes it off the screen),
 * else the view asked for or the start view (docs/views.md#opening-and-closing), alone. The stack itself when it is already
 * just that view, so views that read the route don't re-render on open.
 *
 * @example
 * openedHistory(state, 'Networks') // [{ view: 'Networks' }]
 */
export function openedHistory(state: RootState, view: string | undefined): RootState['router']['history'] {
  const waiting = state.approvals.stack[0]
  if (waiting) return [waiting.shown]
  const opened = resolveOpenView(view, { connected: selectIsConnected(state), unsupportedChain: selectUnsupportedChain(state) })
  const [only, ...more] = state.router.history
  return only && more.length === 0 && only.view === opened && only.data === undefined ? state.router.history : [{ view: opened }]
}
