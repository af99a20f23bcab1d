import { modalOpened, modalRevealed } from '../../state/modal/modalActions'
import { afterNextFrame } from '../../lib/afterNextFrame'
import { opensAsRendered } from '../../state/router/opensAsRendered'
import { selectIsPrimed } from '../../state/router/selectIsPrimed'
import type { AppStore } from '../../store/storeTypes'

/**
 * Opens the rendered modal for the host's open(). When the open shows what the closed modal
 * keeps rendered, the card is revealed first (`modalRevealed`: one store flag, one small
 * commit) and the open itself (`modalOpened`: the store update, its effects, the re-render and
 * the state sent to the host) follows once that frame is shown. On a device 4× slower than this
 * machine, the open's work took longer than the time to the next frame, so the card appeared a
 * frame late. Any other open, and the open of a primed card (on screen since the host's frame),
 * happens at once. Resolves once the modal is open, or when it was
 * closed again (Escape, the host's close()) before that.
 *
 * @example
 * await revealThenOpen(store, { view: 'Networks' })
 */
export async function revealThenOpen(store: AppStore, payload: { view?: string }): Promise<void> {
  // A primed card is on screen already (the host's frame showed it): nothing to reveal, so the open takes input a frame sooner.
  if (opensAsRendered(store.getState(), payload) && !selectIsPrimed(store.getState())) {
    store.dispatch(modalRevealed())
    await afterNextFrame(100, 'user-visible')
    const { open, shown } = store.getState().router
    if (open || !shown) return
  }
  store.dispatch(modalOpened(payload))
}
