import { describe, expect, it } from 'vitest'
import { foldSteps } from './internal/foldSteps'
import { CANCEL_CELL, CONFIRM_CELLS, FALLBACK_START, fallbackConfirm, type FallbackEvent, type FallbackTarget } from './fallbackConfirm'

const run = (events: FallbackEvent[]) => foldSteps(fallbackConfirm, FALLBACK_START, events)

const request = (at: number, approvalId = 'a'): FallbackEvent => ({ type: 'request', approvalId, at })
const down = (at: number, target: FallbackTarget, o: Partial<{ trusted: boolean; primary: boolean; attended: boolean }> = {}): FallbackEvent => ({
  type: 'pointerdown', at, target, trusted: o.trusted ?? true, primary: o.primary ?? true, attended: o.attended ?? true,
})
const click = (at: number, target: FallbackTarget, o: Partial<{ trusted: boolean; attended: boolean; cell: number }> = {}): FallbackEvent => ({
  type: 'click', at, target, trusted: o.trusted ?? true, attended: o.attended ?? true, cell: o.cell ?? 2,
})
/** Request at 0; Approve pressed at 600 opens the confirm step at 650. */
const approved = [request(0), down(600, 'approve'), click(650, 'approve')]

describe('fallbackConfirm (no IntersectionObserver v2: Firefox, Safari; issue 11 #4)', () => {
  it('Approve opens the confirm step; Confirm pressed 500 ms later approves', () => {
    const first = run(approved)
    expect(first.acts).toEqual([])
    expect(first.state.confirm).toEqual({ at: 650, cell: 2 })
    expect(run([...approved, down(1200, 'confirm'), click(1260, 'confirm')]).acts).toEqual([4])
  })

  it('Confirm is never where Approve was: that cell holds Cancel, and an unknown cell falls back to a confirm cell', () => {
    expect(CONFIRM_CELLS).not.toContain(CANCEL_CELL)
    // The approval's order: the way back (Cancel, like Reject) comes first, Confirm after it.
    expect(CANCEL_CELL).toBe(0)
    expect(Math.min(...CONFIRM_CELLS)).toBeGreaterThan(CANCEL_CELL)
    expect(run([request(0), down(600, 'approve'), click(650, 'approve', { cell: CANCEL_CELL })]).state.confirm?.cell).toBe(CONFIRM_CELLS[0])
  })

  it('double-click decoy: a second press right after the first (on Cancel, or anywhere) ends the confirm step', () => {
    const decoy = run([...approved, down(800, 'other'), click(840, 'other')])
    expect(decoy.state.confirm).toBeNull()
    expect(run([...approved, down(800, 'other'), down(1200, 'confirm'), click(1260, 'confirm')]).acts).toEqual([])
  })

  it('a press on Confirm before its 500 ms does not count and ends the step', () => {
    expect(run([...approved, down(1100, 'confirm'), click(1160, 'confirm'), down(1300, 'confirm'), click(1360, 'confirm')]).acts).toEqual([])
  })

  it('Approve before the request delay does nothing; a new request goes back to the first step', () => {
    expect(run([request(0), down(400, 'approve'), click(450, 'approve')]).state.confirm).toBeNull()
    expect(run([...approved, request(900, 'b'), down(1200, 'confirm'), click(1260, 'confirm')]).acts).toEqual([])
  })

  it('needs trusted, primary presses while the modal document has focus and is visible', () => {
    expect(run([request(0), down(600, 'approve', { trusted: false }), click(650, 'approve')]).state.confirm).toBeNull()
    expect(run([request(0), down(600, 'approve', { primary: false }), click(650, 'approve')]).state.confirm).toBeNull()
    expect(run([request(0), down(600, 'approve', { attended: false }), click(650, 'approve')]).state.confirm).toBeNull()
    expect(run([request(0), down(600, 'approve'), click(650, 'approve', { attended: false })]).state.confirm).toBeNull()
    expect(run([...approved, down(1200, 'confirm'), click(1260, 'confirm', { trusted: false })]).acts).toEqual([])
    expect(run([...approved, down(1200, 'confirm', { attended: false }), click(1260, 'confirm')]).acts).toEqual([])
  })

  it('a click without its own pointerdown on the same target does not count', () => {
    expect(run([request(0), click(650, 'approve')]).state.confirm).toBeNull()
    expect(run([...approved, click(1260, 'confirm')]).acts).toEqual([])
    expect(run([...approved, down(1200, 'confirm'), click(1260, 'approve')]).acts).toEqual([])
  })

  it('losing focus or visibility (cancel) ends the confirm step', () => {
    expect(run([...approved, { type: 'cancel' }, down(1200, 'confirm'), click(1260, 'confirm')]).acts).toEqual([])
  })

  it('approves once, then starts over', () => {
    const { acts, state } = run([...approved, down(1200, 'confirm'), click(1260, 'confirm'), click(1300, 'confirm')])
    expect(acts).toEqual([4])
    expect(state.confirm).toBeNull()
  })
})
