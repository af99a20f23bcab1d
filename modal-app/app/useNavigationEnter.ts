import { useRef } from 'react'

/**
 * Whether the view shown under `viewKey` came in by navigation inside the open modal, so it
 * plays its entry animation (the 150 ms view transition, the header text's 120 ms). A view that
 * is shown by the open itself (the hidden start view revealed, `open(view)`, a cold open) or
 * that changed while the modal was closed returns false: the modal opens in one frame. The
 * answer is fixed per key, so a later re-render of the same view never starts its animation.
 *
 * @example
 * const enter = useNavigationEnter(`${route.view}:${depth}`, open)
 * <div key={viewKey} className={enter ? 'airlock-view airlock-enter' : 'airlock-view'} />
 */
export function useNavigationEnter(viewKey: string, open: boolean): boolean {
  const last = useRef({ viewKey, open, enter: false })
  if (last.current.viewKey !== viewKey) last.current = { viewKey, open, enter: open && last.current.open }
  else last.current.open = open
  return last.current.enter
}
