import { selectIsConnected } from '../account/selectors'
import { selectUnsupportedChain } from '../network/selectUnsupportedChain'
import type { RootState } from '../../store/RootState'
import { resolveOpenView } from './resolveOpenView'

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
