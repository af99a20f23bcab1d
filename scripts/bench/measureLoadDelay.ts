import type { Browser, BrowserContext } from '@playwright/test'
import type { StackUrls } from '../../config/urls'
import { barePage, hostPage, servePage } from './benchPages'
import { summarize } from './stats'
import { throttleCpu } from './throttleCpu'

/** The `load` figures of a page with the SDK against the same page without it. */
export interface LoadDelay {
  /** Median (`loadEventEnd` − `responseStart`) with the SDK minus the median without (ms). */
  delayMs: number
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
 * noise), at `rate`× CPU throttle (CDP), `runs` runs of each page, alternating which goes
 * first, each after a short quiet pause, in a fresh context; the first pair is cold (nothing
 * cached or compiled) and counts. The SDK is inlined in the page and the page without it is
 * padded to the same length (see `barePage`), so the figure is the SDK's and its iframe's cost,
 * not the fetch of the script.
 *
 * @example
 * const { delayMs } = await measureLoadDelay(browser, urls, sdk)
 */
export async function measureLoadDelay(browser: Browser, urls: StackUrls, sdk: string, runs = 31, rate = 4): Promise<LoadDelay> {
  const context = await browser.newContext()
  try {
    await context.grantPermissions(['local-network-access'])
    const blank = await servePage(context, urls, '__bench/blank.html', '')
    const withPage = hostPage(urls, sdk)
    const withSdk = await servePage(context, urls, '__bench/load-with.html', withPage)
    const without = await servePage(context, urls, '__bench/load-without.html', barePage(withPage))
    const withSamples: number[] = []
    const withoutSamples: number[] = []
    for (let i = 0; i < runs; i++) {
      // Alternate which page goes first, so neither always follows the other's leftovers.
      if (i % 2 === 1) withoutSamples.push(await loadEventEnd(context, blank, without, rate))
      withSamples.push(await loadEventEnd(context, blank, withSdk, rate))
      if (i % 2 === 0) withoutSamples.push(await loadEventEnd(context, blank, without, rate))
    }
    const w = summarize(withSamples).median
    const wo = summarize(withoutSamples).median
    return {
      delayMs: Math.round((w - wo) * 10) / 10,
      withMs: { median: w, min: Math.min(...withSamples), cold: withSamples[0]! },
      withoutMs: { median: wo, min: Math.min(...withoutSamples), cold: withoutSamples[0]! },
      runs,
      cpuThrottle: rate,
    }
  } finally {
    await context.close()
  }
}

/** `loadEventEnd` − `responseStart` of `url` in a new throttled page (throttled on a same-site blank page first, so the navigation keeps its process). */
async function loadEventEnd(context: BrowserContext, blank: string, url: string, rate: number): Promise<number> {
  const page = await context.newPage()
  try {
    await page.goto(blank)
    const restore = await throttleCpu(page, rate)
    await page.goto(url, { waitUntil: 'load' })
    await page.waitForFunction(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd > 0)
    const ms = await page.evaluate(() => {
      const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming
      return nav.loadEventEnd - nav.responseStart
    })
    await restore()
    return Math.round(ms * 10) / 10
  } finally {
    await page.close()
    // Let the closed page's processes (the with-SDK page's iframe was just starting) wind down.
    await new Promise((resolve) => setTimeout(resolve, 300))
  }
}
