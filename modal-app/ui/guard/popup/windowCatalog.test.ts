import { readFile } from 'node:fs/promises'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { windowCatalog } from './windowCatalog'

afterEach(() => vi.unstubAllGlobals())

describe('windowCatalog', () => {
  it("fetches the language's views catalog from the modal's own files; English is the source file", async () => {
    const asked: string[] = []
    vi.stubGlobal('fetch', async (url: string) => {
      asked.push(url)
      const file = /ui\/locales\/(.+\.json)/.exec(url)![1]!
      return new Response(await readFile(`modal-app/ui/locales/${file}`))
    })
    const ar = JSON.parse(await readFile('modal-app/ui/locales/ar/views.json', 'utf8')) as Record<string, string>
    expect((await windowCatalog('ar'))!['approve.window.cancel']).toBe(ar['approve.window.cancel'])
    expect((await windowCatalog('en'))!['approve.window.cancel']).toBe('Cancel')
    expect(asked).toEqual([expect.stringMatching(/locales\/ar\/views\.json/), expect.stringMatching(/locales\/en\.views\.json/)])
  })

  it('attacker: a tag the modal ships no catalog for fetches nothing (no path of its own making)', () => {
    const fetch = vi.fn()
    vi.stubGlobal('fetch', fetch)
    for (const tag of ['xx', '../../../secret', 'https://evil.example/x', '']) expect(windowCatalog(tag)).toBeUndefined()
    expect(fetch).not.toHaveBeenCalled()
  })

  it('a file the origin does not serve rejects (the window stays English)', async () => {
    vi.stubGlobal('fetch', async () => new Response(null, { status: 404 }))
    await expect(windowCatalog('de')).rejects.toThrow('catalog 404')
  })
})
