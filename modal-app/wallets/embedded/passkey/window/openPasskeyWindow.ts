import { MODAL_POPUP_FEATURES } from '../../../../ui/popup/modalPopupFeatures'
import { modalPageUrl } from '../../../../ui/popup/modalPageUrl'

/**
 * The passkey window's page, built next to the modal's index.html (vite.config.ts, an input of
 * its own). Here, not with the window's messages: this module is in the modal's start chunk (the
 * sign-in flows open the window in the click), and the window's page loads those messages itself.
 */
export const PASSKEY_WINDOW_PAGE = 'passkey-popup.html'

/**
 * Opens the passkey window: a small top-level window of the modal's own page
 * `passkey-popup.html`, where a passkey ceremony runs with the modal's origin as the relying
 * party when this frame may not run it (see passkeyWindowNeeded). It must run inside the
 * visitor's click, before anything is awaited: browsers open a popup only with the click's user
 * activation (Safari refuses it after any await). Unnamed (a named window can be found and
 * navigated by any page that knows its name); it keeps its opener, this frame, the one window it
 * answers. Null when the browser refused it (a popup blocker).
 *
 * @example
 * const popup = openPasskeyWindow(window)
 * if (!popup) throw new PopupBlockedError()
 */
export function openPasskeyWindow(win: Window): Window | null {
  const here = new URL(win.location.href)
  return win.open(modalPageUrl(here, PASSKEY_WINDOW_PAGE, here.searchParams.get('projectId') ?? ''), '_blank', MODAL_POPUP_FEATURES)
}
