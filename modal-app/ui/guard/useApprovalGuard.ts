import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type MouseEvent, type PointerEvent, type RefObject } from 'react'
import type { MessageKey } from '../../ui/i18n/t'
import { approvalGuard, APPROVE_DELAY_MS, GUARD_START, SETTLE_MS, VISIBLE_FOR_MS } from './approvalGuard'
import { CONFIRM_CELLS, CONFIRM_DELAY_MS, FALLBACK_START, fallbackConfirm, type FallbackEvent, type FallbackTarget } from './fallbackConfirm'
import { observeVisibility, visibilitySupported } from './internal/observeVisibility'
import { watchFrameGeometry } from './internal/watchFrameGeometry'
import { openApprovalPopup } from './popup/openApprovalPopup'
import type { ApprovalPopupRun } from './popup/runApprovalPopup'
import '../i18n/viewMessages'

/** Handlers for one guarded button. */
export interface GuardedHandlers {
  onPointerDown: (event: PointerEvent<HTMLElement>) => void
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void
  onClick: (event: MouseEvent<HTMLElement>) => void
}

/** The confirm step of the fallback (no IOv2): where Confirm sits and whether it has appeared yet. */
export interface FallbackConfirmStep {
  cell: number
  shown: boolean
}

type Input = { at: number; trusted: boolean }
const input = (event: { timeStamp: number; nativeEvent: Event }): Input => ({ at: event.nativeEvent.timeStamp, trusted: event.nativeEvent.isTrusted })
/** A press: the primary button of a primary pointer, or Enter / Space on the focused button (not auto-repeat). */
const isPress = (event: PointerEvent | KeyboardEvent) =>
  'pointerId' in event ? event.isPrimary && event.button === 0 : (event.key === 'Enter' || event.key === ' ') && !event.repeat
/**
 * The modal's document is shown, and for Confirm's click also focused. Approve's own press can't
 * ask for focus: a first press into an unfocused iframe is what brings focus there, and
 * Chromium moves it across processes only after that press's events.
 */
const shown = () => document.visibilityState === 'visible'
const attended = () => shown() && document.hasFocus()
const randomCell = () => CONFIRM_CELLS[crypto.getRandomValues(new Uint32Array(1))[0]! % CONFIRM_CELLS.length]!

/**
 * The clickjacking guard of the approval on screen (security.md #9, #10, #12; issue 11 #4).
 * `armed` (Approve enabled) once request `approvalId` has been on screen `APPROVE_DELAY_MS`
 * (again for every new request) and, with IOv2, the approval fully visible `VISIBLE_FOR_MS`;
 * `hint` says what the visitor waits for. With
 * IntersectionObserver v2 it watches the whole approval (`rootRef`: details and buttons) and
 * feeds its reports, a fresh observer's report at every press, at the click and `SETTLE_MS`
 * after it, every change of the frame's size or zoom (`watchFrameGeometry`: Approve moved with it),
 * and the presses
 * themselves to `approvalGuard`: the action runs only once a click passes it. Without IOv2
 * (Firefox, Safari) an armed Approve press opens the approval in a top-level window of the
 * modal's origin (`openApprovalPopup`, `runApprovalPopup`: the host page can't restyle it) and
 * the action runs when the visitor approves there; only where the browser blocks that window
 * does `fallbackConfirm` decide: Approve opens a confirm step that `ApproveButton` renders
 * (`confirm`, `bindConfirm`, `cancelConfirm`), and `hint` says the window was blocked. `rootRef` must be a box
 * that fits on screen (long details scroll inside it), or it never counts as fully visible, and
 * it must stay the same element while the calling component is mounted (it is observed once per
 * request).
 *
 * @example
 * const guard = useApprovalGuard(id, rootRef)
 * <button disabled={!guard.armed} {...guard.bind(approve)} />
 */
export function useApprovalGuard(approvalId: string | undefined, rootRef: RefObject<HTMLElement | null>) {
  const [delayed, setDelayed] = useState(false)
  const [visibleSince, setVisibleSince] = useState<number | null>(null)
  const [steady, setSteady] = useState(false)
  const [confirm, setConfirm] = useState<FallbackConfirmStep | null>(null)
  const state = useRef(GUARD_START)
  const fallback = useRef(FALLBACK_START)
  const action = useRef<(() => void) | null>(null)
  const watch = useRef<ReturnType<typeof observeVisibility> | null>(null)
  const frame = useRef<ReturnType<typeof watchFrameGeometry> | null>(null)
  const probes = useRef(new Set<() => void>())
  const settle = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  /** The approval window now open (no IOv2), and whether the browser refused the last one. */
  const popupRun = useRef<ApprovalPopupRun | null>(null)
  const [popup, setPopup] = useState<'open' | 'blocked' | null>(null)
  /** Counts the requests shown, so a window opened for one is dropped once another is shown. */
  const generation = useRef(0)

  const report = useCallback((visibleNow: boolean, at: number) => {
    const step = approvalGuard(state.current, { type: 'report', visible: visibleNow, at })
    state.current = step.state
    setVisibleSince(step.state.visibleSince)
    if (step.act) action.current?.()
    if (step.act || step.state.clickAt === null) action.current = null
  }, [])

  const feedFallback = useCallback((event: FallbackEvent) => {
    const step = fallbackConfirm(fallback.current, event)
    fallback.current = step.state
    const step2 = step.state.confirm
    setConfirm((shown) => (step2 ? (shown && shown.cell === step2.cell ? shown : { cell: step2.cell, shown: false }) : null))
    if (step.act) action.current?.()
    if (step.act || !step2) action.current = null
  }, [])

  /** The frame resized or zoomed (Approve moved): a press in progress is void and the visible window starts again (Approve disables for VISIBLE_FOR_MS). */
  const moved = useCallback((at: number) => {
    state.current = approvalGuard(state.current, { type: 'moved', at }).state
    setVisibleSince(state.current.visibleSince)
    action.current = null
  }, [])

  /** A fresh observer's first report: the state now, not the last change the throttled one saw. */
  const probe = useCallback(() => {
    const el = rootRef.current
    if (!el) return
    const p = observeVisibility(el, (v, at) => {
      probes.current.delete(p.stop)
      report(v, at)
    }, true)
    probes.current.add(p.stop)
  }, [report, rootRef])

  useEffect(() => {
    const at = performance.now()
    state.current = approvalGuard(state.current, { type: 'request', approvalId, at }).state
    feedFallback({ type: 'request', approvalId, at })
    action.current = null
    setDelayed(false)
    setPopup(null)
    generation.current += 1
    const timer = setTimeout(() => setDelayed(true), APPROVE_DELAY_MS)
    return () => {
      clearTimeout(timer)
      // A window open for this request never answers for the next one.
      popupRun.current?.stop()
      popupRun.current = null
    }
  }, [approvalId, feedFallback])

  /**
   * Firefox and WebKit have no IntersectionObserver v2, so the frame can't tell whether the host
   * page covers it: the approval goes to a top-level window of the modal's origin, opened here in
   * the click (issue 37 #3; e2e approval-clickjacking.spec.ts in Chromium with IOv2 removed, and the
   * engines suite's clickjacking flow in Firefox and WebKit). Its code loads only now.
   */
  const approveInPopup = useCallback(
    (opened: Window, run: () => void) => {
      popupRun.current?.stop()
      setPopup('open')
      const root = rootRef.current
      const forRequest = generation.current
      let current: ApprovalPopupRun | null = null
      void Promise.all([import('./popup/runApprovalPopup'), import('./popup/snapshotApproval')]).then(([{ runApprovalPopup }, { snapshotApproval }]) => {
        if (generation.current !== forRequest || opened.closed || !root) {
          opened.close()
          return generation.current === forRequest && setPopup(null)
        }
        current = runApprovalPopup(window, opened, snapshotApproval(root))
        popupRun.current = current
        return current.answer.then((approved) => {
          if (popupRun.current !== current) return
          popupRun.current = null
          setPopup(null)
          if (approved) run()
        })
      })
    },
    [rootRef],
  )

  // Approve shows enabled only once a press would count: VISIBLE_FOR_MS after the window opened.
  useEffect(() => {
    setSteady(false)
    if (visibleSince === null) return
    const timer = setTimeout(() => setSteady(true), Math.max(0, visibleSince + VISIBLE_FOR_MS - performance.now()))
    return () => clearTimeout(timer)
  }, [visibleSince])

  useEffect(() => {
    const el = rootRef.current
    if (!visibilitySupported || !el) return
    watch.current = observeVisibility(el, report)
    frame.current = watchFrameGeometry(moved)
    const pending = probes.current
    return () => {
      clearTimeout(settle.current)
      watch.current?.stop()
      watch.current = null
      frame.current?.stop()
      frame.current = null
      for (const stop of pending) stop()
      pending.clear()
    }
  }, [rootRef, approvalId, report, moved])

  // Leaving the modal's document (blur, hidden tab, pointercancel) voids a press in progress.
  useEffect(() => {
    const cancel = () => {
      state.current = approvalGuard(state.current, { type: 'cancel' }).state
      feedFallback({ type: 'cancel' })
    }
    const onVisibility = () => document.visibilityState !== 'visible' && cancel()
    window.addEventListener('blur', cancel)
    window.addEventListener('pointercancel', cancel, true)
    document.addEventListener('visibilitychange', onVisibility)
    return () => {
      window.removeEventListener('blur', cancel)
      window.removeEventListener('pointercancel', cancel, true)
      document.removeEventListener('visibilitychange', onVisibility)
    }
  }, [feedFallback])

  // Fallback confirm step: Confirm appears CONFIRM_DELAY_MS after it opened; any press elsewhere in the modal ends it.
  const confirmCell = confirm?.cell
  useEffect(() => {
    if (visibilitySupported || confirmCell === undefined) return
    const timer = setTimeout(() => setConfirm((c) => (c ? { ...c, shown: true } : c)), CONFIRM_DELAY_MS)
    const onDown = (event: globalThis.PointerEvent) => {
      if (!(event.target instanceof Element && event.target.closest('[data-airlock-guard="confirm"]'))) {
        feedFallback({ type: 'pointerdown', at: event.timeStamp, trusted: event.isTrusted, primary: event.isPrimary, attended: shown(), target: 'other' })
      }
    }
    document.addEventListener('pointerdown', onDown, true)
    return () => {
      clearTimeout(timer)
      document.removeEventListener('pointerdown', onDown, true)
    }
  }, [confirmCell, feedFallback])

  const handlers = useCallback(
    (run: (() => void) | null, target: FallbackTarget): GuardedHandlers => {
      const press = (event: PointerEvent<HTMLElement> | KeyboardEvent<HTMLElement>) => {
        if ('key' in event && !isPress(event)) return
        const at = input(event)
        if (!visibilitySupported) {
          feedFallback({ type: 'pointerdown', ...at, primary: isPress(event), attended: shown(), target })
          return
        }
        watch.current?.flush()
        frame.current?.check(at.at)
        state.current = approvalGuard(state.current, { type: 'pointerdown', ...at, primary: isPress(event), target: event.currentTarget }).state
        probe()
      }
      return {
        onPointerDown: press,
        onKeyDown: press,
        onClick: (event) => {
          // Confirm keeps the action its Approve press stored.
          if (run) action.current = run
          if (!visibilitySupported) {
            const click: FallbackEvent = { type: 'click', ...input(event), attended: target === 'confirm' ? attended() : shown(), target, cell: randomCell() }
            // A click that would open the confirm step opens the approval window instead; only
            // where the browser refuses the window (a popup blocker) does the confirm step stay,
            // and the hint then says so (approval-clickjacking.spec.ts, "…with the approval window blocked").
            const opensConfirm = run !== null && !fallback.current.confirm && fallbackConfirm(fallback.current, click).state.confirm !== null
            if (opensConfirm) {
              const opened = openApprovalPopup(window)
              if (opened) {
                feedFallback({ type: 'cancel' })
                approveInPopup(opened, run)
                return
              }
              setPopup('blocked')
            }
            feedFallback(click)
            return
          }
          const at = input(event)
          watch.current?.flush()
          frame.current?.check(at.at)
          state.current = approvalGuard(state.current, { type: 'click', ...at, target: event.currentTarget }).state
          if (state.current.clickAt === null) {
            action.current = null
            return
          }
          // One report now (catches a hide that already reached the frame), one after SETTLE_MS
          // (the one that can confirm: a hide issued just before the click has arrived by then).
          probe()
          settle.current = setTimeout(probe, SETTLE_MS)
        },
      }
    },
    [feedFallback, probe, approveInPopup],
  )

  /** Handlers for Approve: `action` runs only for a press that passes the guard (with IOv2) or opens the confirm step (without). */
  const bind = useCallback((run: () => void) => handlers(run, 'approve'), [handlers])
  /** Handlers for the fallback's Confirm button. */
  const bindConfirm = useCallback(() => handlers(null, 'confirm'), [handlers])
  const cancelConfirm = useCallback(() => feedFallback({ type: 'cancel' }), [feedFallback])

  const visible = !visibilitySupported || visibleSince !== null
  const armed = delayed && (!visibilitySupported || steady)
  /** What the view tells the visitor under the request, if anything. */
  const hint: MessageKey | undefined = !delayed
    ? 'approve.waitHint'
    : !visible
      ? 'approve.hiddenHint'
      : !armed
        ? 'approve.waitHint'
        : confirm
          ? popup === 'blocked'
            ? 'approve.popupBlockedHint'
            : 'approve.confirmHint'
          : popup === 'open'
            ? 'approve.popupHint'
            : undefined
  return { armed, visible, visibilitySupported, hint, bind, confirm, bindConfirm, cancelConfirm }
}
