import { modalOpened, modalRevealed } from '../../state/modal/modalActions'
import { selectStartView } from '../../state/router/selectStartView'
import { afterNextFrame } from '../../lib/afterNextFrame'
import { openedHistory } from '../../state/router/openedHistory'
import type { RootState } from '../../store/RootState'
import type { AppStore } from '../../store/storeTypes'

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

/**
 * Opens the rendered modal for the host's open(). When the open shows what the closed modal
 * keeps rendered, the card is revealed first (`modalRevealed`: one store flag, one small
 * commit) and the open itself (`modalOpened`: the store update, its effects, the re-render and
 * the state sent to the host) follows once that frame is shown. On a device 4× slower than this
 * machine, the open's work took longer than the time to the next frame, so the card appeared a
 * frame late. Any other open happens at once. Resolves once the modal is open, or when it was
 * closed again (Escape, the host's close()) before that.
 *
 * @example
 * await revealThenOpen(store, { view: 'Networks' })
 */
export async function revealThenOpen(store: AppStore, payload: { view?: string }): Promise<void> {
  if (opensAsRendered(store.getState(), payload)) {
    store.dispatch(modalRevealed())
    await afterNextFrame(100, 'user-visible')
    const { open, shown } = store.getState().router
    if (open || !shown) return
  }
  store.dispatch(modalOpened(payload))
}
