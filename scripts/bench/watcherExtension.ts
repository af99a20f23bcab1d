import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { shownWatcher } from './shownWatcher'

/** The message the modal's frame posts to the bench page for each stamp (see writeWatcherExtension). */
export const SHOWN_MESSAGE = 'airlockBenchShown'

/**
 * Writes into `dir` an unpacked Chromium extension that gives every frame the bench's shown
 * watcher, for a browser that no automation is attached to (see measureOpenColdUnattached).
 * Its content script runs in each frame's main world: in the host page at `document_start`,
 * before the page's script calls open(), and in the modal's frame at `document_end`, once the
 * parser is done. At `document_start` a visitor's browser has no such script: the injection
 * held the modal document's parser (and with it the requests for its scripts) for its own
 * 4–6 ms on the path of every cold open (the modal's entry ran at a median 70 ms after open()
 * instead of 81–85, over 18 warm visits each way); at `document_end` the watcher is in place
 * well before the host's `connect`, which the modal needs before it renders anything. It is
 * `shownWatcher` itself plus one line: in the modal's frame every stamp is also posted to the
 * host page (`{ airlockBenchShown: stamp, pieces }`, to `hostOrigin` only), which reports it;
 * the post happens after the stamp is taken, outside the measured open. `pieces` are the moments (timeOrigin clock) that split a cold open: the
 * frame's navigation start, its document and its last script received, the settings fetch
 * answered (absent when cached), and the host's `connect` received. Nothing of it is in the product.
 *
 * @example
 * writeWatcherExtension(dir, 'http://localhost:15174', 'http://127.0.0.1:15173')
 */
export function writeWatcherExtension(dir: string, modalOrigin: string, hostOrigin: string): void {
  // Match patterns ignore ports, so the two pages must differ in host name (localhost, 127.0.0.1).
  const pagesOf = (origin: string) => `${new URL(origin).protocol}//${new URL(origin).hostname}/*`
  const [hostPages, modalPages] = [pagesOf(hostOrigin), pagesOf(modalOrigin)]
  if (hostPages === modalPages) throw new Error(`the modal (${modalOrigin}) and the host page (${hostOrigin}) need different host names for the watcher's two injection times`)
  const manifest = {
    manifest_version: 3,
    name: 'Airlock bench shown watcher',
    version: '1',
    content_scripts: [
      { matches: [hostPages], all_frames: true, run_at: 'document_start', world: 'MAIN', js: ['watcher.js'] },
      { matches: [modalPages], all_frames: true, run_at: 'document_end', world: 'MAIN', js: ['watcher.js'] },
    ],
  }
  const forward = `;(() => {
  if (location.origin !== ${JSON.stringify(modalOrigin)}) return
  const now = () => performance.timeOrigin + performance.now()
  // When the host's connect reached this frame (a capture listener: it runs before the modal's own).
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
