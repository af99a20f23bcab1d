import type { AppThunk } from '../../store/appThunk'
import { viewDataChanged } from '../../state/router/routerSlice'

/** A finished swap, as its success state tells it. */
export interface SwapDone {
  /** "0.5 ETH": what went out. */
  gave: string
  /** "1,488.123 AUSD": what came back, read from the receipt. */
  got: string
  /** The transaction on the network's explorer, null without one. */
  explorerUrl: string | null
}

/**
 * Puts a finished swap on the Swap view's route entry, which its success state reads: the view
 * that started the swap was replaced by the approval on the way (and came back as a new one), so
 * the outcome lives with the route, not in the view's own state. Does nothing when the visitor
 * has meanwhile gone elsewhere. `null` clears it (New swap).
 *
 * @example
 * dispatch(swapFinished({ gave: '0.5 ETH', got: '1,488.123 AUSD', explorerUrl: null }))
 */
export function swapFinished(done: SwapDone | null): AppThunk<void> {
  return (dispatch, getState) => {
    if (getState().router.history.at(-1)?.view !== 'Swap') return
    dispatch(viewDataChanged({ swapGave: done?.gave ?? null, swapGot: done?.got ?? null, swapExplorerUrl: done?.explorerUrl ?? null }))
  }
}

/**
 * The finished swap on the Swap view's route data, if there is one.
 *
 * @example
 * swapDoneOf(route.data) // { gave: '0.5 ETH', got: '1,488.123 AUSD', explorerUrl: null }
 */
export function swapDoneOf(data: Readonly<Record<string, unknown>> | undefined): SwapDone | undefined {
  if (typeof data?.swapGave !== 'string' || typeof data.swapGot !== 'string') return undefined
  return { gave: data.swapGave, got: data.swapGot, explorerUrl: typeof data.swapExplorerUrl === 'string' ? data.swapExplorerUrl : null }
}
