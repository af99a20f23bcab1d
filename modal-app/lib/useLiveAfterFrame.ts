import { useEffect, useState } from 'react'
import { afterNextFrame } from './afterNextFrame'

/**
 * Whether the opened modal takes input: false at once when `open` turns false, true only once
 * the frame that shows the opened modal has been produced. Opening then costs one cheap frame
 * (the card was kept painted at opacity 0; only its opacity changes), and what restyles the
 * whole tree (lifting `inert` and `aria-hidden`, moving focus to the title) runs right after
 * it instead of inside it, for a modal mounted open as well. Nobody can click or type into a
 * frame they haven't seen, so nothing is lost; a closed modal is inert in the same commit that
 * hides it.
 *
 * @example
 * const live = useLiveAfterFrame(open)
 * <div data-open={open} inert={!live} />
 */
export function useLiveAfterFrame(open: boolean): boolean {
  // False at mount too: a modal first rendered open (a cold open) also takes input after its
  // first frame, which then carries no focus move (a forced style and layout in that frame).
  const [live, setLive] = useState(false)
  useEffect(() => {
    if (!open) return void setLive(false)
    let current = true
    void afterNextFrame(100, 'user-visible').then(() => {
      if (current) setLive(true)
    })
    return () => {
      current = false
    }
  }, [open])
  return open && live
}
