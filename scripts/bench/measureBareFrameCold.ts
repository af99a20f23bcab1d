import { createServer } from 'node:http'
import { runUnattachedVisits } from './runUnattachedVisits'
import { summarize, type TimedFigure } from './stats'

/**
 * The floor under `openColdMs` (`bareFrameColdMs`, no budget): the same unattached Chromium,
 * the same switches and the same visits (one tab, a new renderer for the frame each visit, the
 * back/forward cache off), but the frame is a bare cross-site document, one word and one inline
 * script: the time from the page creating the iframe to the frame's first frame, stamped the
 * way the shown watcher stamps the modal's (a user-blocking task posted from
 * `requestAnimationFrame`). None of Airlock runs in it, so it is what the browser and the
 * machine take for a new renderer process, its navigation and its first frame; the modal's cold
 * open is this plus what the modal does. The page is on 127.0.0.1 and the frame on localhost
 * (two sites, so the frame gets its own process, as the modal does), both served by a server of
 * its own on loopback. Every visit counts, the first (a new profile) too, as in `openColdMs`.
 *
 * @example
 * const { median } = await measureBareFrameCold()
 */
export async function measureBareFrameCold(runs = 8, runTimeoutMs = 30_000): Promise<TimedFigure> {
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1')
    const body = url.pathname === '/frame' ? FRAME : pageOf(Number(url.searchParams.get('run') ?? 0), url.searchParams.get('collector') ?? '')
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' }).end(body)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const port = (server.address() as { port: number }).port
  try {
    const reports = await runUnattachedVisits<{ run: number; ms: number }>(
      (collectorUrl) => `http://127.0.0.1:${port}/?run=0&collector=${encodeURIComponent(collectorUrl)}`,
      { runs, runTimeoutMs },
    )
    const samples = reports.map((r) => Math.round(r.ms * 10) / 10)
    return { ...summarize(samples), first: samples[0]!, runs }
  } finally {
    server.close()
  }
}

/** The frame: one word, and its first frame's stamp posted to the page. */
const FRAME = `<!doctype html><html lang="en"><body><p>Airlock</p><script>
  requestAnimationFrame(() => scheduler.postTask(() => parent.postMessage(performance.timeOrigin + performance.now(), '*'), { priority: 'user-blocking' }))
</script></body></html>`

/** Visit `run`'s page: makes the frame, reports the time to its first frame, loads the next visit a second later. */
function pageOf(run: number, collectorUrl: string): string {
  return `<!doctype html><html lang="en"><body><script>
  addEventListener('message', (event) => {
    navigator.sendBeacon(${JSON.stringify(collectorUrl)}, JSON.stringify({ run: ${run}, ms: event.data - start }))
    setTimeout(() => location.assign('/?run=${run + 1}&collector=' + encodeURIComponent(${JSON.stringify(collectorUrl)})), 1000)
  }, { once: true })
  const frame = document.createElement('iframe')
  frame.src = 'http://localhost:' + location.port + '/frame'
  const start = performance.timeOrigin + performance.now()
  document.body.append(frame)
</script></body></html>`
}
