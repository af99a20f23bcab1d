import { combineSlices, type UnknownAction } from '@reduxjs/toolkit'
import { accountSlice } from '../state/account/accountSlice'
import { alertsSlice } from '../state/alerts/alertsSlice'
import { approvalsSlice } from '../state/approvals/approvalsSlice'
import { connectionSlice } from '../state/connection/connectionSlice'
import { connectorsSlice } from '../state/connectors/connectorsSlice'
import { modalOpened } from '../state/modal/modalActions'
import { networkSlice } from '../state/network/networkSlice'
import { notificationsSlice } from '../state/notifications/notificationsSlice'
import { optionsSlice } from '../state/options/optionsSlice'
import { routerSlice } from '../state/router/routerSlice'
import { sendSlice } from '../state/send/sendSlice'
import { themeSlice } from '../state/theme/themeSlice'
import { walletCatalogSlice } from '../wallets/walletConnect/screens/catalog/walletCatalogSlice'
import { injectLateSlices } from '../store/injectLateSlices'
import type { RootState } from '../store/RootState'
import { openedHistory } from '../state/router/openedHistory'

/**
 * The slices. The late ones (the data API's RTK Query state, sign-in with X) register themselves
 * when their code first loads (the data API with the Account view's chunk), so their code is not
 * part of the modal's start.
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
}).withLazyLoadedSlices<Required<Pick<RootState, 'dataApi' | 'siwx'>>>()

injectLateSlices((slice) => sliceReducers.inject(slice))

export type { RootState } from '../store/RootState'

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
