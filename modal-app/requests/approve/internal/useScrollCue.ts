import { useEffect, useState, type RefObject } from 'react'

/**
 * Whether a scrolling box has more below what it shows (its end not reached yet), kept current
 * as it scrolls or its content or size changes: the approval fades its details' bottom edge and
 * says "Scroll for more" while it does.
 */
export function useScrollCue(ref: RefObject<HTMLElement | null>): boolean {
  const [more, setMore] = useState(false)
  useEffect(() => {
    const el = ref.current
    if (!el) return
    const check = () => setMore(el.scrollHeight - el.scrollTop - el.clientHeight > 4)
    check()
    el.addEventListener('scroll', check, { passive: true })
    const resized = typeof ResizeObserver === 'function' ? new ResizeObserver(check) : undefined
    resized?.observe(el)
    for (const child of Array.from(el.children)) resized?.observe(child)
    const changed = typeof MutationObserver === 'function' ? new MutationObserver(check) : undefined
    changed?.observe(el, { childList: true, subtree: true, characterData: true })
    return () => {
      el.removeEventListener('scroll', check)
      resized?.disconnect()
      changed?.disconnect()
    }
  }, [ref])
  return more
}
