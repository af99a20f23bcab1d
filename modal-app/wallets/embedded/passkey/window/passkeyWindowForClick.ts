import { PopupBlockedError } from '../../social/PopupBlockedError'
import { openPasskeyWindow } from './openPasskeyWindow'
import { passkeyWindowNeeded } from './passkeyWindowNeeded'

/**
 * The passkey window for a ceremony this frame may not run (passkeyWindowNeeded), opened now:
 * call it first thing in the visitor's click, before anything is awaited. Undefined when the
 * frame runs the ceremony itself; throws PopupBlockedError when the browser refused the window
 * (the view's Try again opens it from its own click).
 *
 * @example
 * const popup = passkeyWindowForClick('signUp')
 * await signInWithPasskey(service, 'signUp', popup)
 */
export function passkeyWindowForClick(mode: 'signIn' | 'signUp', win: Window = window): Window | undefined {
  if (!passkeyWindowNeeded(mode, win)) return undefined
  const popup = openPasskeyWindow(win)
  if (!popup) throw new PopupBlockedError()
  return popup
}
