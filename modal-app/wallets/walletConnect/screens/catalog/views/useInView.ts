import { useEffect, useRef, useState, type RefObject } from 'react'

/**
 * Whether the element is within `margin` of the visible area (IntersectionObserver, so clipping
 * by the modal's scrolling body counts). Without IntersectionObserver everything is in view.
 *
 * @example
 * const [ref, inView] = useInView<HTMLSpanElement>('200px')
 */
export function useInView<T extends Element>(margin = '0px', once = false): [RefObject<T | null>, boolean] {
  const ref = useRef<T>(null)
  const [inView, setInView] = useState(typeof IntersectionObserver === 'undefined')
  useEffect(() => {
    const element = ref.current
    if (!element || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(
      ([entry]) => {
        const visible = !!entry?.isIntersecting
        setInView(visible)
        if (visible && once) observer.disconnect()
      },
      { rootMargin: margin },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [margin, once])
  return [ref, inView]
}
