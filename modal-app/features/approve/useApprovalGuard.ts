import { useCallback, useEffect, useRef, useState, type MouseEvent, type RefObject } from 'react'
import { approveClickCounts, APPROVE_DELAY_MS } from './approvalGuard'

const visibilitySupported = typeof IntersectionObserverEntry !== 'undefined' && 'isVisible' in IntersectionObserverEntry.prototype

/**
 * Arms the Approve button `APPROVE_DELAY_MS` after the request `requestId` appears (re-arming
 * when another request replaces it) and watches `target` with IntersectionObserver v2
 * (`trackVisibility`) where the browser has it. `guard(event, action)` runs `action` only for
 * a click that `approveClickCounts`.
 *
 * @example
 * const { armed, visible, guard } = useApprovalGuard(id, buttonsRef)
 * <button disabled={!armed} onClick={(e) => guard(e, approve)} />
 */
export function useApprovalGuard(requestId: string | undefined, target: RefObject<HTMLElement | null>) {
  const [armed, setArmed] = useState(false)
  const [visible, setVisible] = useState(!visibilitySupported)
  const visibleRef = useRef(!visibilitySupported)

  useEffect(() => {
    setArmed(false)
    const timer = setTimeout(() => setArmed(true), APPROVE_DELAY_MS)
    return () => clearTimeout(timer)
  }, [requestId])

  useEffect(() => {
    const el = target.current
    if (!visibilitySupported || !el) return
    const observer = new IntersectionObserver(
      (entries) => {
        const last = entries.at(-1) as (IntersectionObserverEntry & { isVisible?: boolean }) | undefined
        visibleRef.current = !!last?.isVisible
        setVisible(visibleRef.current)
      },
      { threshold: [1], trackVisibility: true, delay: 100 } as IntersectionObserverInit,
    )
    observer.observe(el)
    return () => observer.disconnect()
  }, [target, requestId])

  const guard = useCallback(
    (event: MouseEvent, action: () => void) => {
      if (approveClickCounts({ isTrusted: event.nativeEvent.isTrusted, armed, visibilitySupported, visible: visibleRef.current })) action()
    },
    [armed],
  )
  return { armed, visible, visibilitySupported, guard }
}
