import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { SHOWN_MESSAGE, writeWatcherExtension } from './watcherExtension'

describe('writeWatcherExtension', () => {
  let dir = ''
  afterEach(() => rmSync(dir, { recursive: true, force: true }))

  it('puts the watcher in every loopback frame, in the main world, before the page runs', () => {
    dir = mkdtempSync(join(tmpdir(), 'watcher-'))
    writeWatcherExtension(dir, 'http://localhost:15174', 'http://127.0.0.1:15173')
    const manifest = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8'))
    expect(manifest.content_scripts).toEqual([{ matches: ['http://localhost/*', 'http://127.0.0.1/*'], all_frames: true, run_at: 'document_start', world: 'MAIN', js: ['watcher.js'] }])
  })

  it("posts each of the modal frame's stamps to the host page's origin only", () => {
    dir = mkdtempSync(join(tmpdir(), 'watcher-'))
    writeWatcherExtension(dir, 'http://localhost:15174', 'http://127.0.0.1:15173')
    const script = readFileSync(join(dir, 'watcher.js'), 'utf8')
    const posted: { message: unknown; origin: string }[] = []
    const frame = { location: { origin: 'http://localhost:15174' }, parent: { postMessage: (message: unknown, origin: string) => posted.push({ message, origin }) } }
    // Only the forwarding part: the watcher itself needs a DOM; here its stamp list stands alone.
    const forward = script.slice(script.lastIndexOf(';(() => {'))
    const window = { __airlockShown: [] as unknown[] }
    new Function('window', 'location', 'parent', forward)(window, frame.location, frame.parent)
    window.__airlockShown.push({ firstFrame: 1, shown: 2, waitedFor: [] })
    expect(window.__airlockShown).toHaveLength(1)
    expect(posted).toEqual([{ message: { [SHOWN_MESSAGE]: { firstFrame: 1, shown: 2, waitedFor: [] } }, origin: 'http://127.0.0.1:15173' }])
  })
})
