import type { RouterState } from './routerSlice'
import type { RouteEntry } from './viewNames'

type WithRouter = { router: RouterState }

/** Whether the modal is open. @example selectIsOpen(store.getState()) */
export const selectIsOpen = (s: WithRouter): boolean => s.router.open
/** Whether the card is on screen (also in the frame a revealed open shows before `open`). @example selectIsShown(store.getState()) */
export const selectIsShown = (s: WithRouter): boolean => s.router.shown
/** The entry on top of the stack. @example selectCurrentRoute(state).view // 'Connect' */
export const selectCurrentRoute = (s: WithRouter): RouteEntry => s.router.history.at(-1) ?? { view: 'Connect' }
/** The data the top entry was opened with. @example selectRouteData(state)?.name */
export const selectRouteData = (s: WithRouter): RouteEntry['data'] => s.router.history.at(-1)?.data
/** The view stack. @example selectHistory(state).length */
export const selectHistory = (s: WithRouter): RouteEntry[] => s.router.history
/** Whether a back button makes sense (more than one entry, and not the UnsupportedChain lock). @example selectCanGoBack(state) */
export const selectCanGoBack = (s: WithRouter): boolean =>
  s.router.history.length > 1 && !s.router.history.some((e) => e.view === 'UnsupportedChain')
/** Shake counter. @example selectShakeId(state) */
export const selectShakeId = (s: WithRouter): number => s.router.shakeId
