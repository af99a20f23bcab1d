import { MODAL_POPUP_FEATURES } from '../../popup/modalPopupFeatures'
import { modalPageUrl } from '../../popup/modalPageUrl'
import { APPROVAL_POPUP_PAGE } from './approvalPopupMessage'

/**
 * Opens the approval window: a small top-level window of the modal's own page
 * `approval-popup.html`, which the host page can't restyle, cover or fade (issue 37 #3). It must
 * run inside the visitor's click, before anything is awaited: browsers open a popup only with
 * the click's user activation (Safari refuses it after any await). The window gets no name (a
 * named window can be found and navigated by any page that knows its name), and it keeps its
 * opener, this frame, which is the one window it answers. Returns null when the browser
 * refused it (a popup blocker): the caller then falls back to the in-frame confirm step.
 *
 * @example
 * const popup = openApprovalPopup(window)
 * if (!popup) showConfirmStep()
 */
export function openApprovalPopup(win: Window): Window | null {
  const here = new URL(win.location.href)
  return win.open(modalPageUrl(here, APPROVAL_POPUP_PAGE, here.searchParams.get('projectId') ?? ''), '_blank', MODAL_POPUP_FEATURES)
}
