import type { ViewName } from '../../state/router/viewNames'
import type { ApprovalEntry } from '../../state/approvals/approvalsSlice'

/** Where the router goes once an approval is decided. */
export type ApprovalRoute =
  | { kind: 'goBack' }
  | { kind: 'replace'; view: ViewName }
  | { kind: 'reset'; view: ViewName }
  | { kind: 'close' }

/**
 * The routing half of the approval stack: a cancel always goes back (which closes when the
 * approval is the only view); a success follows the entry's options in the order goBack,
 * replace (with its view), view, else close.
 *
 * @example
 * nextRouteAfterApproval({ id: 'a', shown: { view: 'ApproveTransaction' }, goBack: false, replace: true, view: 'Account' }, 'success')
 * // { kind: 'replace', view: 'Account' }
 */
export function nextRouteAfterApproval(entry: ApprovalEntry, outcome: 'success' | 'cancel'): ApprovalRoute {
  if (outcome === 'cancel' || entry.goBack) return { kind: 'goBack' }
  if (entry.view && entry.replace) return { kind: 'replace', view: entry.view }
  if (entry.view) return { kind: 'reset', view: entry.view }
  return { kind: 'close' }
}
