import type { RootState } from '../../store/RootState'
import { opensAsRendered } from './opensAsRendered'

/**
 * Whether the closed modal is painted opaque behind the host page's curtain (its closed, transparent
 * dialog), so that the host's open() with no view shows it in the host's own next frame, with no
 * round trip to the modal: the curtain is down (`modalPrimed`, after the host confirmed it) and
 * what is painted is what that open shows (opensAsRendered). False while the card is shown, and
 * from the commit that closes it until the host's curtain is down again.
 *
 * @example
 * selectIsPrimed(store.getState()) // true for a closed modal once its host has hidden it
 */
export const selectIsPrimed = (state: RootState): boolean => state.router.primed && !state.router.shown && opensAsRendered(state, {})
