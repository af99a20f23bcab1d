import type { RootState } from '../../store/RootState'
import { openedHistory } from './openedHistory'
import { selectStartView } from './selectStartView'

/**
 * Whether opening the closed modal with `payload` shows just what the closed modal keeps
 * rendered: its start view, alone on the stack (no approval waiting, no other view asked for),
 * whatever stack a closed flow left behind. The root reducer's own rule (openedHistory) says
 * what the open shows, so that is decided in one place.
 *
 * @example
 * opensAsRendered(store.getState(), {}) // true for a closed, disconnected modal
 */
export function opensAsRendered(state: RootState, payload: { view?: string }): boolean {
  if (state.router.open) return false
  const [only, ...more] = openedHistory(state, payload.view)
  return more.length === 0 && only?.view === selectStartView(state) && only.data === undefined
}
