import type { Browser, Frame, Page } from '@playwright/test'
import { summarize } from './stats'
import { throttleCpu } from './throttleCpu'

/** One renderer's part of an open: its main thread's work after the click, up to its frame. */
export interface RendererPieces {
  /** ms from the click to the end of the first frame this renderer drew after it. */
  frameEndMs: number
  /** Main-thread time by kind (script, style, layout, paint, commit, other), summed up to that frame. */
  busyMs: Record<string, number>
}

/** The pieces of a preloaded open, each the median over the traced runs. */
export interface OpenPieces {
  runs: number
  /** The host page's click handler (EventDispatch of the click). */
  clickHandlerMs: number
  host: RendererPieces
  modal: RendererPieces
}

/** Trace events by their name: what part of a frame they are. */
const KIND: Record<string, string> = {
  FunctionCall: 'script',
  EventDispatch: 'script',
  TimerFire: 'script',
  FireAnimationFrame: 'script',
  v8Execute: 'script',
  UpdateLayoutTree: 'style',
  Layout: 'layout',
  PrePaint: 'paint',
  Paint: 'paint',
  Layerize: 'paint',
  UpdateLayer: 'paint',
  Commit: 'commit',
}

interface TraceEvent {
  name: string
  ph: string
  ts: number
  dur?: number
  pid: number
  tid: number
  args?: { data?: { type?: string; frame?: string; url?: string; message?: string }; name?: string }
}

/**
 * Traces `runs` preloaded opens at `rate`× CPU (Chromium's own tracing, every process: the host
 * page's renderer and the modal's) and splits each into its pieces: the host's click handler,
 * and for each renderer the work its main thread did from the click to the end of its first
 * frame after it (script, style, layout, paint, commit) and when that frame ended. The page
 * marks each click with `performance.mark('airlock-open')`. For `npm run bench -- openTrace`:
 * it says where an open's time goes; the budget's figure is measureOpenPreloaded's.
 *
 * @example
 * const pieces = await traceOpen(browser, page, frame)
 */
export async function traceOpen(browser: Browser, page: Page, frame: Frame, runs = 10, rate = 4): Promise<OpenPieces> {
  const restore = await throttleCpu(page, rate, [frame])
  const events: TraceEvent[] = []
  try {
    await browser.startTracing(page, { categories: ['devtools.timeline', 'blink.user_timing', 'disabled-by-default-devtools.timeline.frame', '__metadata'] })
    for (let i = 0; i < runs; i++) {
      await page.evaluate(() => {
        performance.mark('airlock-open')
        ;(document.getElementById('opener') as HTMLButtonElement).click()
      })
      await page.waitForTimeout(300)
      await page.evaluate(() => (window as unknown as { modal: { close(): Promise<void> } }).modal.close())
      await page.waitForTimeout(300)
    }
    const buffer = await browser.stopTracing()
    events.push(...(JSON.parse(buffer.toString()) as { traceEvents: TraceEvent[] }).traceEvents)
  } finally {
    await restore()
  }
  const marks = events.filter((e) => e.name === 'airlock-open' && (e.ph === 'R' || e.ph === 'I' || e.ph === 'n' || e.ph === 'b')).sort((a, b) => a.ts - b.ts)
  const hostPid = marks[0]?.pid
  if (hostPid === undefined) throw new Error('the trace has no open mark')
  const mainThread = (pid: number) => events.find((e) => e.pid === pid && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')?.tid
  const modalPid = otherRenderer(events, hostPid)
  const hostTid = mainThread(hostPid)
  const modalTid = modalPid === undefined ? undefined : mainThread(modalPid)
  const perRun = marks.map((mark) => {
    const click = events.find((e) => e.pid === hostPid && e.name === 'EventDispatch' && e.args?.data?.type === 'click' && e.ts >= mark.ts && e.ts < mark.ts + 50_000)
    return {
      clickHandlerMs: (click?.dur ?? 0) / 1000,
      host: pieces(events, hostPid, hostTid, mark.ts),
      modal: modalPid === undefined ? { frameEndMs: NaN, busyMs: {} } : pieces(events, modalPid, modalTid, mark.ts),
    }
  })
  const med = (values: number[]) => summarize(values).median
  const busy = (side: 'host' | 'modal') => {
    const kinds = new Set(perRun.flatMap((r) => Object.keys(r[side].busyMs)))
    return Object.fromEntries([...kinds].map((k) => [k, med(perRun.map((r) => r[side].busyMs[k] ?? 0))]))
  }
  return {
    runs: perRun.length,
    clickHandlerMs: med(perRun.map((r) => r.clickHandlerMs)),
    host: { frameEndMs: med(perRun.map((r) => r.host.frameEndMs)), busyMs: busy('host') },
    modal: { frameEndMs: med(perRun.map((r) => r.modal.frameEndMs)), busyMs: busy('modal') },
  }
}

/** The renderer process other than the host's that drew frames during the trace: the modal's. */
function otherRenderer(events: TraceEvent[], hostPid: number): number | undefined {
  const counts = new Map<number, number>()
  for (const e of events) if (e.pid !== hostPid && e.name === 'Commit') counts.set(e.pid, (counts.get(e.pid) ?? 0) + 1)
  return [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0]
}

/** One renderer's work from `from` (µs) to the end of its first frame's commit after it. */
function pieces(events: TraceEvent[], pid: number, tid: number | undefined, from: number): RendererPieces {
  const commit = events.filter((e) => e.pid === pid && e.name === 'Commit' && e.ts > from).sort((a, b) => a.ts - b.ts)[0]
  const until = commit ? commit.ts + (commit.dur ?? 0) : from + 50_000
  const busyMs: Record<string, number> = {}
  // Script events nest (a FunctionCall inside the click's EventDispatch): count only the outermost.
  let scriptUntil = 0
  const inWindow = events.filter((e) => e.pid === pid && (tid === undefined || e.tid === tid) && e.ph === 'X' && e.ts >= from && e.ts <= until).sort((a, b) => a.ts - b.ts)
  for (const e of inWindow) {
    const kind = KIND[e.name]
    if (!kind) continue
    if (kind === 'script') {
      if (e.ts < scriptUntil) continue
      scriptUntil = e.ts + (e.dur ?? 0)
    }
    busyMs[kind] = Math.round(((busyMs[kind] ?? 0) + (e.dur ?? 0) / 1000) * 100) / 100
  }
  return { frameEndMs: Math.round(((until - from) / 1000) * 100) / 100, busyMs }
}
