import type { Browser, BrowserContext } from '@playwright/test'
import type { StackUrls } from '../../config/urls'
import { servePage } from './benchPages'
import { shiftEstimate, summarize, type Spread } from './stats'
import { throttleCpu } from './throttleCpu'

/** The `load` figures of a page with the SDK against the same page without it. */
export interface LoadDelay {
  /** How much later `load` ends with the SDK: the median of every with − without difference (ms). */
  delayMs: number
  /** How much those with − without differences move (ms). */
  spread: Spread
  /** The median with the SDK minus the median without (ms): the same shift, told less steadily. */
  medianDeltaMs: number
  /**
   * The same shift counted from `domInteractive` (the parser done, the first moment a module
   * script can run) instead of `responseStart`: the part of the delay that is the page's
   * scripts, without the navigation's commit before it (which no script of the page can change
   * and which moves by ±7 ms between runs). It tells about a module script only: an inline
   * classic script runs while the page parses, before `domInteractive`.
   */
  afterParseDelayMs: number
  /** Each page's median, fastest and first (cold) run, so the noise of the machine shows. */
  withMs: { median: number; min: number; cold: number }
  withoutMs: { median: number; min: number; cold: number }
  runs: number
  cpuThrottle: number
}

/**
 * How much later a page fires (and finishes) its `load` event with the host SDK than without:
 * `loadEventEnd` of the navigation timing from the page's first byte (`responseStart`, so the
 * test's page-serving route, the same for both pages and nothing the SDK can change, adds no
 * noise), at `rate`× CPU throttle (CDP), `runs` runs of each page (HTML bodies `pages.with` and
 * `pages.without`), alternating which goes first, each after a short quiet pause, each in a new
 * page of a fresh context: nothing is cached or compiled, and the first pair counts. `name`
 * keeps the pages of two figures apart. The delay is the median of all with − without
 * differences (`shiftEstimate`): a page's load on two cores at 4× varies by ±30 ms from one
 * visit to the next, and the difference of the two medians moved by 10–30 ms between whole runs.
 *
 * @example
 * const { delayMs } = await measureLoadDelay(browser, urls, 'app', await buildBenchApps(urls))
 */
export async function measureLoadDelay(browser: Browser, urls: StackUrls, name: string, pages: { with: string; without: string }, runs = 51, rate = 4): Promise<LoadDelay> {
  const context = await browser.newContext()
  try {
    await context.grantPermissions(['local-network-access'])
    const blank = await servePage(context, urls, '__bench/blank.html', '')
    const withSdk = await servePage(context, urls, `__bench/load-${name}-with.html`, pages.with)
    const without = await servePage(context, urls, `__bench/load-${name}-without.html`, pages.without)
    const withVisits: LoadTiming[] = []
    const withoutVisits: LoadTiming[] = []
    for (let i = 0; i < runs; i++) {
      // Alternate which page goes first, so neither always follows the other's leftovers.
      if (i % 2 === 1) withoutVisits.push(await loadEventEnd(context, blank, without, rate))
      withVisits.push(await loadEventEnd(context, blank, withSdk, rate))
      if (i % 2 === 0) withoutVisits.push(await loadEventEnd(context, blank, without, rate))
    }
    const withSamples = withVisits.map((v) => v.ms)
    const withoutSamples = withoutVisits.map((v) => v.ms)
    const w = summarize(withSamples).median
    const wo = summarize(withoutSamples).median
    return {
      delayMs: shiftEstimate(withSamples, withoutSamples),
      spread: summarize(withSamples.flatMap((a) => withoutSamples.map((b) => a - b))).spread,
      medianDeltaMs: Math.round((w - wo) * 10) / 10,
      afterParseDelayMs: shiftEstimate(withVisits.map((v) => v.afterParseMs), withoutVisits.map((v) => v.afterParseMs)),
      withMs: { median: w, min: Math.min(...withSamples), cold: withSamples[0]! },
      withoutMs: { median: wo, min: Math.min(...withoutSamples), cold: withoutSamples[0]! },
      runs,
      cpuThrottle: rate,
    }
  } finally {
    await context.close()
  }
}

/** One visit's `loadEventEnd`, from `responseStart` and from `domInteractive` (ms). */
interface LoadTiming {
  ms: number
  afterParseMs: number
}

/** `loadEventEnd` − `responseStart` (and − `domInteractive`) of `url` in a new throttled page (throttled on a same-site blank page first, so the navigation keeps its process). */
async function loadEventEnd(context: BrowserContext, blank: string, url: string, rate: number): Promise<LoadTiming> {
  const page = await context.newPage()
  try {
    await page.goto(blank)
    const restore = await throttleCpu(page, rate)
    await page.goto(url, { waitUntil: 'load' })
    await page.waitForFunction(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd > 0)
    const [ms, afterParseMs] = await page.evaluate(() => {
      const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming
      return [nav.loadEventEnd - nav.responseStart, nav.loadEventEnd - nav.domInteractive]
    })
    await restore()
    return { ms: Math.round(ms! * 10) / 10, afterParseMs: Math.round(afterParseMs! * 10) / 10 }
  } finally {
    await page.close()
    // Let the closed page's processes wind down: the with-SDK page's iframe was just starting, a
    // renderer process of its own, and on two cores any of it left would slow the next visit.
    await new Promise((resolve) => setTimeout(resolve, 1_000))
  }
}
