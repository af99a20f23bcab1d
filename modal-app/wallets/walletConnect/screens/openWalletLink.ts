import type { WalletLink } from './buildWalletLink'

/**
 * Opens a wallet link from the modal itself, so the pairing URI (and its `symKey`) never passes
 * through the host page: an app scheme is handed to the system from the modal's own frame (the
 * browser launches the app and the frame stays; the sandbox allows it through
 * `allow-top-navigation-to-custom-protocols`, never `allow-top-navigation`), an https universal
 * link or web app opens in a new tab that escapes the sandbox. Call it in the visitor's click
 * handler, with no `await` before it: browsers open these only on a user activation. Returns
 * whether the browser took it.
 *
 * @example
 * <button onClick={() => openWalletLink(link)}>Open Trust</button>
 */
export function openWalletLink(link: WalletLink): boolean {
  try {
    if (link.kind === 'native') {
      // An app scheme never commits a document: the modal stays where it is. With no app behind
      // it, Chromium, Firefox and WebKit all drop it silently (no error, no event), which is why the
      // view tells the visitor itself (useAppLinkFallback; e2e/engines/deepLinkFlows.ts).
      window.location.assign(link.href)
      return true
    }
    // With noopener the browser returns null even when the tab opened.
    window.open(link.href, '_blank', 'noopener,noreferrer')
    return true
  } catch {
    return false
  }
}
