import { describe, expect, it } from 'vitest'
import { foldSteps } from './internal/foldSteps'
import { approvalGuard, CONFIRM_WITHIN_MS, GUARD_START, SETTLE_MS, type GuardEvent } from './approvalGuard'
import { decodeMessage } from '../../requests/approve/decodeMessage'

const APPROVE = { name: 'approve' }
const REJECT = { name: 'reject' }

const run = (events: GuardEvent[]) => foldSteps(approvalGuard, GUARD_START, events)

const request = (at: number, approvalId = 'a'): GuardEvent => ({ type: 'request', approvalId, at })
const report = (at: number, visible = true): GuardEvent => ({ type: 'report', visible, at })
const down = (at: number, target: unknown = APPROVE, trusted = true, primary = true): GuardEvent => ({ type: 'pointerdown', at, trusted, primary, target })
const click = (at: number, target: unknown = APPROVE, trusted = true): GuardEvent => ({ type: 'click', at, trusted, target })
/** Request at 0, the whole approval reported visible at 100: presses from 600 on may count. */
const seen = [request(0), report(100)]

describe('approvalGuard (IntersectionObserver v2 available; issue 11 #4, security.md #9, #10, #12)', () => {
  it('approves a trusted press and click after 500 ms of unbroken visibility, once a report SETTLE_MS after the click confirms it', () => {
    const { acts } = run([...seen, down(650), click(720), report(720 + SETTLE_MS)])
    expect(acts).toEqual([4])
  })

  it('a report right after the click does not confirm it yet (a hide issued just before the click may not have reached the frame)', () => {
    expect(run([...seen, down(650), click(720), report(740)]).acts).toEqual([])
    expect(run([...seen, down(650), click(720), report(740), report(800, false), report(900)]).acts).toEqual([])
    expect(run([...seen, down(650), click(720), report(740), report(830)]).acts).toEqual([5])
  })

  it('waits for the confirming report: the click alone does not act', () => {
    expect(run([...seen, down(650), click(720)]).acts).toEqual([])
  })

  it('a report computed before the click does not confirm it', () => {
    expect(run([...seen, down(650), report(660), click(720), report(719)]).acts).toEqual([])
  })

  it('a not-visible report between press and confirmation voids the click', () => {
    expect(run([...seen, down(650), click(720), report(730, false), report(740)]).acts).toEqual([])
  })

  it('refuses a press less than 500 ms after the visible report opened the window (opacity switched on shortly before)', () => {
    for (const lead of [60, 250, 499]) expect(run([request(0), report(1000, false), report(1000), down(1000 + lead), click(1000 + lead + 60), report(1000 + lead + 80)]).acts).toEqual([])
  })

  it('the window opens only on a visible report, never because time passed', () => {
    expect(run([request(0), down(5000), click(5050), report(5060)]).acts).toEqual([])
  })

  it('any not-visible report resets the window (clip-path, translate, opacity, overlay all report not fully visible)', () => {
    expect(run([...seen, report(900, false), report(1000), down(1300), click(1350), report(1360)]).acts).toEqual([])
    expect(run([...seen, report(900, false), report(1000), down(1500), click(1550), report(1650)]).acts).toEqual([6])
  })

  it('double-click decoy: the first press went elsewhere, the second lands 120–250 ms after the modal showed', () => {
    for (const gap of [120, 250]) expect(run([request(0), report(50, false), report(1000), down(1000 + gap), click(1000 + gap + 40), report(1000 + gap + 50)]).acts).toEqual([])
  })

  it('refuses presses before the request delay, and a new request re-arms (it cannot inherit an earlier click)', () => {
    expect(run([request(0), report(0), down(499), click(520), report(530)]).acts).toEqual([])
    expect(run([...seen, request(900, 'b'), down(1000), click(1050), report(1060)]).acts).toEqual([])
    expect(run([...seen, request(900, 'b'), down(1400), click(1450), report(1550)]).acts).toEqual([5])
    expect(run([...seen, down(650), request(700, 'b'), click(720), report(730)]).acts).toEqual([])
  })

  it('needs a trusted primary pointerdown and a trusted click on the same button', () => {
    expect(run([...seen, down(650, APPROVE, false), click(720), report(730)]).acts).toEqual([])
    expect(run([...seen, down(650, APPROVE, true, false), click(720), report(730)]).acts).toEqual([])
    expect(run([...seen, down(650), click(720, APPROVE, false), report(730)]).acts).toEqual([])
    expect(run([...seen, click(720), report(730)]).acts).toEqual([])
    expect(run([...seen, down(650, REJECT), click(720), report(730)]).acts).toEqual([])
  })

  it('the frame changing size or zoom (Approve moved) restarts the window: a press less than 500 ms after it is refused, one 500 ms after counts', () => {
    const moved = (at: number): GuardEvent => ({ type: 'moved', at })
    expect(run([...seen, moved(1000), down(1010), click(1050), report(1160)]).acts).toEqual([])
    expect(run([...seen, moved(1000), down(1499), click(1550), report(1660)]).acts).toEqual([])
    expect(run([...seen, moved(1000), down(1500), click(1550), report(1660)]).acts).toEqual([5])
    // A move between press and click, or between click and its confirmation, voids the press.
    expect(run([...seen, down(650), moved(700), click(720), report(830)]).acts).toEqual([])
    expect(run([...seen, down(650), click(720), moved(740), report(830)]).acts).toEqual([])
    // A move while hidden opens no window: only a visible report does.
    expect(run([request(0), report(100, false), moved(200), down(900), click(950), report(1060)]).acts).toEqual([])
  })

  it('a cancelled press (pointercancel, blur) does not count', () => {
    expect(run([...seen, down(650), { type: 'cancel' }, click(720), report(730)]).acts).toEqual([])
  })

  it('one press approves at most once', () => {
    expect(run([...seen, down(650), click(720), report(820), click(840), report(940)]).acts).toEqual([4])
  })

  it('a confirmation that arrives too late does not act', () => {
    expect(run([...seen, down(650), click(720), report(720 + CONFIRM_WITHIN_MS + 1)]).acts).toEqual([])
  })

  it('without a request nothing counts', () => {
    expect(run([report(0), down(5000), click(5050), report(5060)]).acts).toEqual([])
  })
})

describe('decodeMessage', () => {
  it('reads UTF-8 text and keeps binary as hex', () => {
    expect(decodeMessage('0x68656c6c6f')).toBe('hello')
    expect(decodeMessage('0xe282ac')).toBe('€')
    expect(decodeMessage('0xff00')).toBe('0xff00')
    expect(decodeMessage('0x0001')).toBe('0x0001')
    expect(decodeMessage('plain')).toBe('plain')
  })
})
