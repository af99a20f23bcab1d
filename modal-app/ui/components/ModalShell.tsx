import { useEffect, useLayoutEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react'
import { ThemeDefaults } from '../../../shared/constants'
import { LiveContext } from './LiveContext'
import { trapTabKey } from './trapTabKey'

export interface ModalShellProps {
  /** Closed: rendered but transparent and inert (kept painted so opening is one cheap frame). */
  open: boolean
  /** Closed behind the host page's curtain: painted opaque (still inert), so the host's reveal alone shows it (selectIsPrimed). */
  primed?: boolean
  /** Takes input: false while closed and during the frame that first shows the opened modal (useLiveAfterFrame); given to the content as LiveContext. */
  live: boolean
  titleId: string
  themeMode: 'light' | 'dark'
  themeVars: Record<string, string>
  shakeId: number
  /** Changes on every navigation: the card animates its height only then (a view filling in as its data arrives doesn't). */
  viewKey: string
  onClose: () => void
  header: ReactNode
  banner?: ReactNode
  toast?: ReactNode
  children: ReactNode
}

/**
 * The backdrop and the 360 px card (a bottom sheet under 430 px): a labelled modal dialog that
 * traps Tab, closes on Escape and on a backdrop click, animates its height (150 ms) as views
 * change (only then: a view growing as its data arrives, on a cold open say, takes its height at
 * once) and shakes (500 ms) when `shakeId` changes.
 *
 * @example
 * <ModalShell open live titleId="t" themeMode="dark" themeVars={vars} shakeId={0} viewKey="Connect:1" onClose={close} header={<Header … />}>…</ModalShell>
 */
export function ModalShell(props: ModalShellProps) {
  const { open, primed = false, live, titleId, themeMode, themeVars, shakeId, viewKey, onClose, header, banner, toast, children } = props
  const card = useRef<HTMLDivElement>(null)
  const content = useRef<HTMLDivElement>(null)
  const [height, setHeight] = useState<number>()
  const [shaking, setShaking] = useState(false)
  const [resizing, setResizing] = useState(false)
  const shownKey = useRef(viewKey)

  // Keys count from the open itself, not from `live`: Escape pressed in the frame that shows
  // the modal closes it like any later one.
  useEffect(() => {
    if (!open) return
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        e.preventDefault()
        onClose()
      } else if (e.key === 'Tab' && card.current && trapTabKey(card.current, e.shiftKey)) e.preventDefault()
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [onClose, open])

  useLayoutEffect(() => {
    const el = content.current
    if (!el || typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(() => setHeight(el.offsetHeight))
    observer.observe(el)
    return () => observer.disconnect()
  }, [])

  // Before the new view's size is measured (layout effect, before paint), so its height change animates.
  useLayoutEffect(() => {
    if (shownKey.current === viewKey) return
    shownKey.current = viewKey
    if (!open) return
    setResizing(true)
    const timer = setTimeout(() => setResizing(false), ThemeDefaults.modalHeightMs + 50)
    return () => clearTimeout(timer)
  }, [viewKey, open])

  useEffect(() => {
    if (shakeId === 0) return
    setShaking(true)
    const timer = setTimeout(() => setShaking(false), 500)
    return () => clearTimeout(timer)
  }, [shakeId])

  return (
    <div
      className={`airlock-root airlock-${themeMode}`}
      style={themeVars as CSSProperties}
      data-theme={themeMode}
      data-open={open}
      data-primed={!open && primed ? true : undefined}
      inert={!live}
      aria-hidden={live ? undefined : true}
    >
      <div
        className="airlock-overlay"
        data-testid="airlock-overlay"
        onMouseDown={(e) => {
          if (e.target === e.currentTarget) onClose()
        }}
      >
        <div
          ref={card}
          role="dialog"
          aria-modal="true"
          aria-labelledby={titleId}
          className={`airlock-card${shaking ? ' airlock-shake' : ''}${resizing ? ' airlock-card-resizing' : ''}`}
          data-testid="airlock-modal"
          style={height === undefined ? undefined : { height }}
        >
          <div ref={content} className="airlock-card-content">
            <LiveContext.Provider value={live}>
              {header}
              {banner}
              {/* The toast's own layer: a row of its own under the header, in the flow, so it pushes
                  the view down instead of lying over its buttons. */}
              {toast ? <div className="airlock-toast-layer">{toast}</div> : null}
              <div className="airlock-body">{children}</div>
            </LiveContext.Provider>
          </div>
        </div>
      </div>
    </div>
  )
}
