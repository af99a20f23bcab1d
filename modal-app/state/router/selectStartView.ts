import { selectIsConnected } from '../account/selectors'
import type { RootState } from '../../store/RootState'
import { selectUnsupportedChain } from '../network/selectUnsupportedChain'
import { resolveOpenView } from './resolveOpenView'
import type { ViewName } from './viewNames'

/**
 * The view the modal would open to right now (docs/views.md#unsupported-chain: Account when connected, UnsupportedChain when
 * that rule holds, else Connect). The closed modal keeps this view rendered, hidden, so opening
 * only reveals it.
 *
 * @example
 * selectStartView(store.getState()) // 'Connect'
 */
export const selectStartView = (s: RootState): ViewName =>
  resolveOpenView(undefined, { connected: selectIsConnected(s), unsupportedChain: selectUnsupportedChain(s) })
