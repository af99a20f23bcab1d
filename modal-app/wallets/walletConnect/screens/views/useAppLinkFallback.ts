import { useCallback, useEffect, useRef, useState } from 'react'

/** How long the page may stay in front after a press on an app link before the modal says it may not have opened. */
export const APP_LINK_SETTLE_MS = 1500

/**
 * Whether to tell the visitor that the wallet app did not open. A custom-scheme link (`trust://…`)
 * to an app that is not installed fails silently in every engine: Firefox and WebKit (the
 * Safari engine) ignore it from the modal's frame with no error, no navigation and no event
 * (e2e/engines/deepLinkFlows.ts, "deep link (custom scheme)"). The only sign that the app
 * opened is the page going to the background. So after `pressed()` (call it in the click, with
 * whether the browser took the link), the fallback shows when the link threw, or when the page
 * is still in front `APP_LINK_SETTLE_MS` later; it never shows once the page was hidden (the app
 * came to the front), and a new press starts over.
 *
 * @example
 * const fallback = useAppLinkFallback()
 * <button onClick={() => fallback.pressed(openWalletLink(link))}>Open</button>
 * {fallback.shown ? <p>…</p> : null}
 */
export function useAppLinkFallback(): { shown: boolean; pressed: (taken: boolean) => void } {
  const [shown, setShown] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  const left = useRef(false)

  useEffect(() => {
    const onVisibility = () => {
      if (document.visibilityState !== 'hidden') return
      left.current = true
      clearTimeout(timer.current)
      setShown(false)
    }
    document.addEventListener('visibilitychange', onVisibility)
    return () => {
      document.removeEventListener('visibilitychange', onVisibility)
      clearTimeout(timer.current)
    }
  }, [])

  const pressed = useCallback((taken: boolean) => {
    clearTimeout(timer.current)
    left.current = false
    setShown(!taken)
    if (!taken) return
    timer.current = setTimeout(() => setShown(!left.current && document.visibilityState === 'visible'), APP_LINK_SETTLE_MS)
  }, [])

  return { shown, pressed }
}
