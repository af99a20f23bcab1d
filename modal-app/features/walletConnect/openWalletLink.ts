import type { WalletLink } from './buildWalletLink'

/**
 * Opens a wallet link from the modal itself, so the pairing URI (and its `symKey`) never passes
 * through the host page: an app scheme navigates the top page to the app (the sandbox's
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
    const opened = link.kind === 'native' ? window.open(link.href, '_top') : window.open(link.href, '_blank', 'noopener,noreferrer')
    // With noopener the browser returns null even when the tab opened.
    return link.kind !== 'native' || opened !== null
  } catch {
    return false
  }
}
