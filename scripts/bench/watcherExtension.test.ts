import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { SHOWN_MESSAGE, writeWatcherExtension } from './watcherExtension'

describe('writeWatcherExtension', () => {
  let dir = ''
  afterEach(() => rmSync(dir, { recursive: true, force: true }))

  it("puts the watcher in the main world: the host page's before it runs, the modal's once it is parsed", () => {
    dir = mkdtempSync(join(tmpdir(), 'watcher-'))
    writeWatcherExtension(dir, 'http://localhost:15174', 'http://127.0.0.1:15173')
    const manifest = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8'))
    expect(manifest.content_scripts).toEqual([
      { matches: ['http://127.0.0.1/*'], all_frames: true, run_at: 'document_start', world: 'MAIN', js: ['watcher.js'] },
      { matches: ['http://localhost/*'], all_frames: true, run_at: 'document_end', world: 'MAIN', js: ['watcher.js'] },
    ])
  })

  it('refuses a modal and a host page on one host name, which one match pattern would both take', () => {
    dir = mkdtempSync(join(tmpdir(), 'watcher-'))
    expect(() => writeWatcherExtension(dir, 'http://localhost:15174', 'http://localhost:15173')).toThrow(/different host names/)
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
    let onMessage: (event: { data: unknown }) => void = () => undefined
    const addEventListener = (_type: string, listener: typeof onMessage) => (onMessage = listener)
    const entries: Record<string, unknown[]> = { navigation: [{ responseEnd: 5 }], resource: [{ name: 'http://localhost:15174/assets/index.js', initiatorType: 'script', responseEnd: 9 }] }
    const performance = { timeOrigin: 1000, now: () => 20, getEntriesByType: (type: string) => entries[type] ?? [] }
    new Function('window', 'location', 'parent', 'addEventListener', 'performance', forward)(window, frame.location, frame.parent, addEventListener, performance)
    onMessage({ data: { type: 'connect' } })
    window.__airlockShown.push({ firstFrame: 1, shown: 2, waitedFor: [] })
    expect(window.__airlockShown).toHaveLength(1)
    // With the moments that split a cold open, on the timeOrigin clock (no settings fetch: cached).
    const pieces = { navigationStart: 1000, documentEnd: 1005, scriptsEnd: 1009, settingsEnd: undefined, connect: 1020 }
    expect(posted).toEqual([{ message: { [SHOWN_MESSAGE]: { firstFrame: 1, shown: 2, waitedFor: [] }, pieces }, origin: 'http://127.0.0.1:15173' }])
  })
})
