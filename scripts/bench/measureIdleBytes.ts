import { gzipSync } from 'node:zlib'
import type { Browser, Frame, Response } from '@playwright/test'
import type { StackUrls } from '../../config/urls'
import { hostPage, servePage } from './benchPages'

/** What the modal's iframe fetched while the page sat idle with the modal never opened. */
export interface IdleBytes {
  /** Sum over responses of min(body, gzip -9 of body): what a server compressing where it helps sends. */
  gzipBytes: number
  /** Sum of the decoded bodies. */
  rawBytes: number
  requests: number
  /** WebSockets opened by the page in the window (their frames are not in the byte figures). */
  sockets: number
  windowMs: number
  /** The largest responses, for the reader. */
  largest: { url: string; rawBytes: number; gzipBytes: number }[]
}

/**
 * Everything the modal iframe fetches within `windowMs` of the host page's `load` when the
 * modal is never opened, in a fresh context (empty cache). Each response's body is gzipped
 * here at level 9 and the smaller of the body and its gzip is counted, so the figure doesn't
 * depend on whether the local static server compresses (it does not); already compressed
 * files (woff2, images) count as they are. Requests of the host page itself are not counted.
 * With `locale`, the browser's language is that one (`navigator.languages`), so the modal fetches
 * that language's catalog as it starts.
 *
 * @example
 * const { gzipBytes } = await measureIdleBytes(browser, urls, sdk)
 * const german = await measureIdleBytes(browser, urls, sdk, 10_000, 'de-DE') // a German browser: its catalog counts too
 */
export async function measureIdleBytes(browser: Browser, urls: StackUrls, sdk: string, windowMs = 10_000, locale?: string): Promise<IdleBytes> {
  const context = await browser.newContext(locale ? { locale } : {})
  try {
    await context.grantPermissions(['local-network-access'])
    const url = await servePage(context, urls, '__bench/idle.html', hostPage(urls, sdk))
    const page = await context.newPage()
    const counted: Promise<{ url: string; rawBytes: number; gzipBytes: number }>[] = []
    let open = true
    let sockets = 0
    page.on('websocket', () => void (open && sockets++))
    page.on('response', (response) => {
      if (!open || fromMainFrame(response, page.mainFrame())) return
      counted.push(
        response.body().then(
          (body) => ({ url: response.url(), rawBytes: body.length, gzipBytes: Math.min(body.length, gzipSync(body, { level: 9 }).length) }),
          () => ({ url: response.url(), rawBytes: 0, gzipBytes: 0 }),
        ),
      )
    })
    await page.goto(url, { waitUntil: 'load' })
    await page.waitForTimeout(windowMs)
    open = false
    const all = await Promise.all(counted)
    return {
      gzipBytes: all.reduce((sum, r) => sum + r.gzipBytes, 0),
      rawBytes: all.reduce((sum, r) => sum + r.rawBytes, 0),
      requests: all.length,
      sockets,
      windowMs,
      largest: [...all].sort((a, b) => b.gzipBytes - a.gzipBytes).slice(0, 8).map((r) => ({ ...r, url: r.url.replace(/^https?:\/\/[^/]+/, '') })),
    }
  } finally {
    await context.close()
  }
}

/** Whether the response is the host page's own (a worker's request has no frame: the iframe's, the host page has none). */
function fromMainFrame(response: Response, main: Frame): boolean {
  try {
    return response.frame() === main
  } catch {
    return false
  }
}
