import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { shownWatcher } from './shownWatcher'

/** The message the modal's frame posts to the bench page for each stamp (see writeWatcherExtension). */
export const SHOWN_MESSAGE = 'airlockBenchShown'

/**
 * Writes into `dir` an unpacked Chromium extension that gives every frame the bench's shown
 * watcher, for a browser that no automation is attached to (see measureOpenColdUnattached).
 * Its one content script runs in each frame's main world at `document_start`, the moment
 * Playwright's init script would run, and is `shownWatcher` itself plus one line: in the
 * modal's frame every stamp is also posted to the host page (`{ airlockBenchShown: stamp, pieces }`,
 * to `hostOrigin` only), which reports it; the post happens after the stamp is taken, outside
 * the measured open. `pieces` are the moments (timeOrigin clock) that split a cold open: the
 * frame's navigation start, its document and its last script received, the settings fetch
 * answered (absent when cached), and the host's `connect` received. Nothing of it is in the product.
 *
 * @example
 * writeWatcherExtension(dir, 'http://localhost:15174', 'http://127.0.0.1:15173')
 */
export function writeWatcherExtension(dir: string, modalOrigin: string, hostOrigin: string): void {
  const manifest = {
    manifest_version: 3,
    name: 'Airlock bench shown watcher',
    version: '1',
    // Match patterns ignore ports: every loopback page and frame of the bench.
    content_scripts: [{ matches: ['http://localhost/*', 'http://127.0.0.1/*'], all_frames: true, run_at: 'document_start', world: 'MAIN', js: ['watcher.js'] }],
  }
  const forward = `;(() => {
  if (location.origin !== ${JSON.stringify(modalOrigin)}) return
  const now = () => performance.timeOrigin + performance.now()
  // When the host's connect reached this frame (a capture listener added before the modal's own).
  let connectAt
  addEventListener('message', (e) => { if (connectAt === undefined && e.data && e.data.type === 'connect') connectAt = now() }, true)
  const stamps = window.__airlockShown
  const push = stamps.push.bind(stamps)
  stamps.push = (stamp) => {
    const length = push(stamp)
    const at = (t) => (t > 0 ? performance.timeOrigin + t : undefined)
    const nav = performance.getEntriesByType('navigation')[0]
    const resources = performance.getEntriesByType('resource')
    const scripts = resources.filter((r) => r.initiatorType !== 'fetch' && r.name.endsWith('.js'))
    const settings = resources.find((r) => r.name.includes('/settings'))
    const pieces = {
      navigationStart: performance.timeOrigin,
      documentEnd: nav && at(nav.responseEnd),
      scriptsEnd: scripts.length ? at(Math.max(...scripts.map((r) => r.responseEnd))) : undefined,
      settingsEnd: settings && at(settings.responseEnd),
      connect: connectAt,
    }
    parent.postMessage({ ${SHOWN_MESSAGE}: stamp, pieces }, ${JSON.stringify(hostOrigin)})
    return length
  }
})()`
  writeFileSync(join(dir, 'manifest.json'), JSON.stringify(manifest, null, 2))
  writeFileSync(join(dir, 'watcher.js'), `${shownWatcher(modalOrigin)}\n${forward}\n`)
}
