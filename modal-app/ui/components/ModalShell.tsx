import { useEffect, useLayoutEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react'
import { trapTabKey } from './trapTabKey'

export interface ModalShellProps {
  /** Closed: rendered but transparent and inert (kept painted so opening is one cheap frame). */
  open: boolean
  /** Takes input: false while closed and during the frame that first shows the opened modal (useLiveAfterFrame). */
  live: boolean
  titleId: string
  themeMode: 'light' | 'dark'
  themeVars: Record<string, string>
  shakeId: number
  onClose: () => void
  header: ReactNode
  banner?: ReactNode
  toast?: ReactNode
  children: ReactNode
}

/**
 * The backdrop and the 360 px card (a bottom sheet under 430 px): a labelled modal dialog that
 * traps Tab, closes on Escape and on a backdrop click, animates its height (150 ms) as views
 * change and shakes (500 ms) when `shakeId` changes.
 *
 * @example
 * <ModalShell open titleId="t" themeMode="dark" themeVars={vars} shakeId={0} onClose={close} header={<Header … />}>…</ModalShell>
 */
export function ModalShell(props: ModalShellProps) {
  const { open, live, titleId, themeMode, themeVars, shakeId, onClose, header, banner, toast, children } = props
  const card = useRef<HTMLDivElement>(null)
  const content = useRef<HTMLDivElement>(null)
  const [height, setHeight] = useState<number>()
  const [shaking, setShaking] = useState(false)

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
          className={`airlock-card${shaking ? ' airlock-shake' : ''}`}
          data-testid="airlock-modal"
          style={height === undefined ? undefined : { height }}
        >
          <div ref={content} className="airlock-card-content">
            {header}
            {banner}
            {/* The toast's own layer: a row of its own under the header, in the flow, so it pushes
                the view down instead of lying over its buttons. */}
            {toast ? <div className="airlock-toast-layer">{toast}</div> : null}
            <div className="airlock-body">{children}</div>
          </div>
        </div>
      </div>
    </div>
  )
}
