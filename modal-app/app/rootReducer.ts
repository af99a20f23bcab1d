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
 * stack restarts at the §2 start view, which depends on the account and the network, or at the
 * pending approval when one is waiting.
 *
 * @example
 * const state = rootReducer(undefined, modalOpened({ view: 'Networks' }))
 */
export function rootReducer(state: RootState | undefined, action: UnknownAction): RootState {
  const next = sliceReducers(state, action)
  if (!modalOpened.match(action)) return next
  // A host's open(view) never pushes a pending approval off the screen: it shows the approval.
  const waiting = next.approvals.stack[0]
  if (waiting) return { ...next, router: { ...next.router, history: [waiting.shown] } }
  const view = resolveOpenView(action.payload.view, {
    connected: selectIsConnected(next),
    unsupportedChain: selectUnsupportedChain(next),
  })
  // Opening to the hidden start view keeps its entry, so views that read the route don't re-render on open.
  const [only, ...more] = next.router.history
  if (only && more.length === 0 && only.view === view && only.data === undefined) return next
  return { ...next, router: { ...next.router, history: [{ view }] } }
}
