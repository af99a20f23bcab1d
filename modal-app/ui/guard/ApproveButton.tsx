import { useLayoutEffect, useRef } from 'react'
import { t } from '../i18n/t'
import type { useApprovalGuard } from './useApprovalGuard'
import { CANCEL_CELL } from './fallbackConfirm'
import '../i18n/viewMessages'

export interface ApproveButtonProps {
  guard: ReturnType<typeof useApprovalGuard>
  /** Resolves the approval on screen; runs only when the guard lets the press through. */
  onApprove: () => void
  disabled: boolean
  /** The button's words (default 'Approve'), e.g. 'Sign' on the sign-in view. */
  label?: string
  /**
   * The single button's test id (default 'airlock-approve-confirm'): a review's own confirm keeps
   * its id (Send's, Swap's, Register's). The confirm step's ids stay the same everywhere.
   */
  testId?: string
  /** Set while the action it started runs (the button's words say what is happening). */
  busy?: boolean
  /** Which step of a multi-step action runs (Swap's approving / swapping), for the page and tests. */
  step?: string
}

const CELLS = [0, 1, 2, 3]

/**
 * Approve, guarded against clickjacking (issue 11 #4). Where the browser has IntersectionObserver
 * v2 it is one button whose press the guard judges. Without it (Firefox, Safari) the first press
 * turns the button into a 2 × 2 confirm step in the same slot (Approve's own width, so Approve's
 * centre falls in the gap between the columns), under one sentence saying why it asks: Cancel top
 * left (the approval's order: the way back first), and Confirm, after 500 ms, in another cell
 * picked at random (see fallbackConfirm).
 *
 * @example
 * <ApproveButton guard={useApprovalGuard(id, rootRef)} onApprove={approve} disabled={!id} />
 * <ApproveButton guard={guard} onApprove={send} disabled={loading} label="Send" testId="airlock-send-confirm" />
 */
export function ApproveButton({ guard, onApprove, disabled, label, testId = 'airlock-approve-confirm', busy, step }: ApproveButtonProps) {
  const { confirm } = guard
  const button = useRef<HTMLButtonElement>(null)
  // Approve's own width, kept for the confirm step: the actions row shares its width by each
  // label's length (flex: 1 1 auto), so a grid sized by its own labels would sit wider or narrower
  // than Approve, and Approve's centre (where a decoy keeps the pointer) would land in a cell,
  // one time in three on Confirm, instead of in the gap between the columns.
  const approveWidth = useRef<number | undefined>(undefined)
  useLayoutEffect(() => {
    if (!confirm && button.current) approveWidth.current = button.current.getBoundingClientRect().width
  })
  if (!confirm) {
    return (
      <button ref={button} type="button" className="airlock-button airlock-button-primary" data-testid={testId} data-step={step} aria-busy={busy} disabled={disabled || !guard.armed} {...guard.bind(onApprove)}>
        {label ?? t('approve.approve')}
      </button>
    )
  }
  return (
    <div
      role="group"
      aria-label={t('approve.confirmHint')}
      data-testid="airlock-approve-confirm-step"
      style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 8, ...(approveWidth.current ? { flex: '0 0 auto', width: approveWidth.current } : { flex: '1 1 auto' }) }}
    >
      {CELLS.map((cell) =>
        cell === CANCEL_CELL ? (
          <button key={cell} type="button" className="airlock-button airlock-button-secondary" data-testid="airlock-approve-confirm-cancel" onClick={guard.cancelConfirm}>
            {t('approve.confirmCancel')}
          </button>
        ) : cell === confirm.cell && confirm.shown ? (
          <button key={cell} type="button" className="airlock-button airlock-button-primary" data-testid="airlock-approve-confirm-final" data-airlock-guard="confirm" {...guard.bindConfirm()}>
            {t('approve.confirm')}
          </button>
        ) : (
          <span key={cell} aria-hidden="true" />
        ),
      )}
    </div>
  )
}
