import type { Browser, Frame, Page } from '@playwright/test'
import type { StackUrls } from '../../config/urls'
import { hostPage, writeDemoPage } from './benchPages'
import type { ShownStamp } from './shownWatcher'
import { shownWatcher } from './shownWatcher'
import { summarize, type Spread } from './stats'

type Stamps = { __airlockShown: ShownStamp[] }

/** An open figure: ms from the call to the view fully shown, and to its first frame, over every run. */
export interface OpenFigure {
  median: number
  p99: number
  runs: number
  /** Median ms to the first frame with the view in it (with an entry animation, only its first frame). */
  firstFrameMedian: number
  /** The first run on its own (for the cold open: empty HTTP cache). */
  first: number
  /** Every animation or transition some run's shown frame waited for (none: each first frame showed the view whole). */
  waitedFor: string[]
  /** How much the shown times moved between runs. */
  spread: Spread
}

/** The modal's frame in `page`, once it is there. */
export async function modalFrame(page: Page, modalUrl: string): Promise<Frame> {
  const origin = new URL(modalUrl).origin
  for (;;) {
    const frame = page.frames().find((f) => f.url().startsWith(origin))
    if (frame) return frame
    await page.waitForEvent('framenavigated', { timeout: 15_000 })
  }
}

/**
 * Preloaded open: a click on the page's Open button → the opened view fully shown in the
 * iframe (every entry animation and transition ended, see shownWatcher) and the host page's
 * dialog shown. The page stamps the click and its own next frame, and the modal frame stamps
 * the frame after the view is fully shown, all on the performance.timeOrigin clock; the later
 * of the two frames ends the open (withHostFrame). The modal's stamp is read once the open is
 * over (stampAfterQuiet). `warmup` runs first are not counted.
 *
 * @example
 * const figure = await measureOpenPreloaded(page, frame)
 */
export async function measureOpenPreloaded(page: Page, frame: Frame, runs = 25, warmup = 3): Promise<OpenFigure> {
  const shown: number[] = []
  const first: number[] = []
  const waited = new Set<string>()
  for (let i = 0; i < runs + warmup; i++) {
    const seen = await frame.evaluate(() => (window as unknown as Stamps).__airlockShown.length)
    const start = await page.evaluate(() => {
      const t = performance.timeOrigin + performance.now()
      ;(document.getElementById('opener') as HTMLButtonElement).click()
      // The click showed the host's dialog (open() does it before its first await): the frame after this one presents it.
      const win = window as unknown as { hostShown?: number; __airlockAfterFrame(): Promise<number> }
      win.hostShown = undefined
      // Stamped like the modal's frame (shownWatcher's stamp, in every frame of the bench's context).
      void win.__airlockAfterFrame().then((shown) => (win.hostShown = shown))
      return t
    })
    const modalStamp = await stampAfterQuiet(page, frame, seen, 300)
    const hostShown = await page.waitForFunction(() => (window as unknown as { hostShown?: number }).hostShown).then((h) => h.jsonValue() as Promise<number>)
    const stamp = withHostFrame(modalStamp, hostShown)
    await page.evaluate(() => (window as unknown as { modal: { close(): Promise<void> } }).modal.close())
    await frame.waitForFunction(() => document.querySelector('.airlock-root')?.getAttribute('data-open') !== 'true')
    await page.waitForTimeout(150)
    if (i < warmup) continue
    shown.push(stamp.shown - start)
    first.push(stamp.firstFrame - start)
    for (const name of stamp.waitedFor) waited.add(name)
  }
  return openFigure(shown, first, waited)
}

/**
 * Cold open as Playwright drives it (`openColdAttachedMs`, for comparison; the budget's figure
 * is measureOpenColdUnattached's): a fresh page that calls `createModal()` and `open()` at once
 * (nothing preloaded) → the view fully shown. The first run has an empty HTTP cache (a new
 * browser context); the others reuse its cache. Every run counts. Playwright attaches to the
 * modal's new renderer process before it runs anything and holds it until its own set-up is
 * done, and reports every request and frame over the protocol; a visitor's browser does none
 * of that, which is why this figure is higher than the budget's.
 *
 * @example
 * const figure = await measureOpenCold(browser, urls, sdk, { args })
 */
export async function measureOpenCold(browser: Browser, urls: StackUrls, sdk: string, runs = 8): Promise<OpenFigure> {
  const context = await browser.newContext()
  try {
    await context.grantPermissions(['local-network-access'])
    await context.addInitScript({ content: shownWatcher(new URL(urls.modal).origin) })
    // A file of the demo's server, not a route: a route would turn the context's HTTP cache off.
    const url = writeDemoPage(urls, '__bench/cold.html', hostPage(urls, sdk, { openAtOnce: true }))
    const shown: number[] = []
    const first: number[] = []
    const waited = new Set<string>()
    for (let i = 0; i < runs; i++) {
      const page = await context.newPage()
      await page.goto(url)
      const frame = await modalFrame(page, urls.modal)
      const stamp = await stampAfterQuiet(page, frame, 0, 1_000)
      const start = await page.evaluate(() => (window as unknown as { openStart: number }).openStart)
      shown.push(stamp.shown - start)
      first.push(stamp.firstFrame - start)
      for (const name of stamp.waitedFor) waited.add(name)
      await page.close()
    }
    return openFigure(shown, first, waited)
  } finally {
    await context.close()
  }
}

/**
 * The modal's stamp, held until the host page's frame that shows the dialog too: the iframe's
 * view is on screen only once both processes have presented their frames (the host's dialog is
 * transparent until then). The host's frame, when it is the later, counts as shown and as first
 * frame, and is listed in `waitedFor`.
 */
function withHostFrame(stamp: ShownStamp, hostShown: number): ShownStamp {
  if (hostShown <= stamp.shown) return stamp
  return { firstFrame: Math.max(stamp.firstFrame, hostShown), shown: hostShown, waitedFor: [...stamp.waitedFor, 'host page frame'] }
}

/**
 * The stamp after the first `seen` ones, read only once `quietMs` have passed: nothing of the
 * bench runs in the modal's frame while it opens. A Playwright wait or evaluate there injects
 * and runs Playwright's own script on the frame's main thread (about 8 ms for the first call)
 * and polls it every animation frame, all of it inside the measured open; a visitor's modal
 * pays none of it. If the open is slower than `quietMs`, it polls from then on.
 */
async function stampAfterQuiet(page: Page, frame: Frame, seen: number, quietMs: number): Promise<ShownStamp> {
  await page.waitForTimeout(quietMs)
  await frame.waitForFunction((n) => ((window as unknown as Partial<Stamps>).__airlockShown?.length ?? 0) > n, seen, { timeout: 15_000 })
  return frame.evaluate((n) => (window as unknown as Stamps).__airlockShown[n]!, seen)
}

/**
 * The figure of a list of opens: median and p99 of the shown times, median of the first frames,
 * the first run on its own, and what any run waited for.
 *
 * @example
 * openFigure([120, 90, 95], [118, 90, 95], new Set()) // { median: 95, …, spread: { p25: 90, …, max: 120 }, first: 120 }
 */
export function openFigure(shown: number[], first: number[], waited: Set<string>): OpenFigure {
  const s = summarize(shown)
  return { median: s.median, p99: s.p99, spread: s.spread, runs: shown.length, firstFrameMedian: summarize(first).median, first: Math.round(shown[0]! * 1000) / 1000, waitedFor: [...waited] }
}
