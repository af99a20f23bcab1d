import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import type { StackUrls } from '../../config/urls'
import { hostPage, writeDemoPage, type HostPageOptions } from './benchPages'
import { openFigure, type OpenFigure } from './measureOpen'
import { runUnattachedVisits } from './runUnattachedVisits'
import { summarize } from './stats'
import type { ShownStamp } from './shownWatcher'
import { SHOWN_MESSAGE, writeWatcherExtension } from './watcherExtension'

/** One run's report from the bench page: its `openStart`, the modal's stamp of the open, and the moments between. */
interface Report {
  run: number
  start: number
  stamp: ShownStamp
  /** When the host page got the modal's `ready` (timeOrigin clock). */
  ready?: number
  pieces?: Partial<Record<'navigationStart' | 'documentEnd' | 'scriptsEnd' | 'settingsEnd' | 'connect', number>>
}

/**
 * Where a cold open's time goes: for each moment, the median ms from the page's `openStart`
 * (over the runs that had it): the modal frame's navigation started (the host made the iframe
 * and the browser began its navigation), its document and its last script arrived, its settings
 * fetch was answered (only uncached runs), the host got `ready`, the modal got `connect`, and
 * the view's first frame.
 */
export type ColdSplit = Record<'navigationStart' | 'documentEnd' | 'scriptsEnd' | 'settingsEnd' | 'ready' | 'connect' | 'firstFrame', number | undefined>

/**
 * Cold open as a visitor's browser runs it (`openColdMs`): a Chromium that no automation is
 * attached to (no DevTools protocol at all) loads the bench page that calls `createModal()` and
 * `open()` at once, `runs` times in a row in one tab, and the time is the page's `openStart` →
 * the modal's view fully shown, stamped by the same shown watcher as every open figure (given
 * to the frames by an extension, see writeWatcherExtension). The first run has an empty HTTP
 * cache (a new profile); the others reuse it, code cache included, as a visitor's later visits
 * would. Every run counts. Each run's page reports to a collector on loopback once its open is
 * stamped, waits a second and loads the next run.
 *
 * Why not Playwright here: Playwright attaches to the modal's new renderer process before it
 * runs anything and holds it there until its own set-up in that process is done (domains
 * enabled, its utility world and init scripts), and reports every request and frame over the
 * protocol, all on the path of a cold open; the same page measured that way was 53–68 ms
 * slower in the full runs on this 2-core machine (`openColdAttachedMs`, measured beside it).
 *
 * `open` says how the page opens the modal: `open()` at once (the default, `openColdMs`), or a
 * click `clickAfterLoadMs` after the page's `load` (`clickAfterLoadColdMs`: the modal has just
 * started to preload, the click finds it booting); the time starts at that call or click.
 *
 * @example
 * const figure = await measureOpenColdUnattached(urls, sdk)
 * const early = await measureOpenColdUnattached(urls, sdk, { clickAfterLoadMs: 200 })
 */
export async function measureOpenColdUnattached(
  urls: StackUrls,
  sdk: string,
  open: Pick<HostPageOptions, 'openAtOnce' | 'clickAfterLoadMs'> = { openAtOnce: true },
  runs = 8,
  runTimeoutMs = 30_000,
): Promise<OpenFigure & { split: ColdSplit }> {
  const modalOrigin = new URL(urls.modal).origin
  const hostOrigin = new URL(urls.demo).origin
  const ordered = await runUnattachedVisits<Report>(
    (collectorUrl) => `${writeDemoPage(urls, '__bench/cold-unattached.html', hostPage(urls, sdk, { ...open, extra: reporterScript(modalOrigin, collectorUrl) }))}?run=0`,
    {
      runs,
      runTimeoutMs,
      argsIn: (scratch) => {
        const extension = join(scratch, 'extension')
        mkdirSync(extension)
        writeWatcherExtension(extension, modalOrigin, hostOrigin)
        return [`--load-extension=${extension}`, `--disable-extensions-except=${extension}`]
      },
    },
  )
  const waited = new Set(ordered.flatMap((r) => r.stamp.waitedFor))
  const figure = openFigure(
    ordered.map((r) => r.stamp.shown - r.start),
    ordered.map((r) => r.stamp.firstFrame - r.start),
    waited,
  )
  return { ...figure, split: coldSplit(ordered) }
}

function coldSplit(reports: Report[]): ColdSplit {
  const median = (pick: (r: Report) => number | undefined) => {
    const values = reports.map((r) => pick(r)).filter((v): v is number => typeof v === 'number')
    return values.length ? Math.round(summarize(values).median * 10) / 10 : undefined
  }
  const from = (r: Report, t: number | undefined) => (t === undefined ? undefined : t - r.start)
  return {
    navigationStart: median((r) => from(r, r.pieces?.navigationStart)),
    documentEnd: median((r) => from(r, r.pieces?.documentEnd)),
    scriptsEnd: median((r) => from(r, r.pieces?.scriptsEnd)),
    settingsEnd: median((r) => from(r, r.pieces?.settingsEnd)),
    ready: median((r) => from(r, r.ready)),
    connect: median((r) => from(r, r.pieces?.connect)),
    firstFrame: median((r) => r.stamp.firstFrame - r.start),
  }
}

/** The bench page's reporter: the first stamp the modal posts is sent to the collector, then the next run loads. */
function reporterScript(modalOrigin: string, collectorUrl: string): string {
  return `<script>
    const run = Number(new URLSearchParams(location.search).get('run') || 0)
    let reported = false
    let ready
    addEventListener('message', (event) => {
      if (event.origin !== ${JSON.stringify(modalOrigin)} || !event.data) return
      if (ready === undefined && event.data.type === 'ready') ready = performance.timeOrigin + performance.now()
      if (reported || !event.data.${SHOWN_MESSAGE}) return
      reported = true
      navigator.sendBeacon(${JSON.stringify(collectorUrl)}, JSON.stringify({ run, start: window.openStart, stamp: event.data.${SHOWN_MESSAGE}, pieces: event.data.pieces, ready }))
      setTimeout(() => location.assign(location.pathname + '?run=' + (run + 1)), 1000)
    })
  </script>`
}
