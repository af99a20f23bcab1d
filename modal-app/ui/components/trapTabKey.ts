import { focusableWithin } from './focusableWithin'

/**
 * Keeps Tab and Shift+Tab inside `root`: from the last control to the first and back, and
 * from anywhere outside (or the focused heading) into the right end. Returns true when it
 * moved focus itself.
 *
 * @example
 * onKeyDown={(e) => { if (e.key === 'Tab' && trapTabKey(card, e.shiftKey)) e.preventDefault() }}
 */
export function trapTabKey(root: HTMLElement, shift: boolean): boolean {
  const items = focusableWithin(root)
  if (items.length === 0) return true
  const first = items[0]!
  const last = items[items.length - 1]!
  const active = root.ownerDocument.activeElement as HTMLElement | null
  const inside = !!active && root.contains(active) && items.includes(active)
  if (!inside) {
    ;(shift ? last : first).focus()
    return true
  }
  if (shift && active === first) {
    last.focus()
    return true
  }
  if (!shift && active === last) {
    first.focus()
    return true
  }
  return false
}
