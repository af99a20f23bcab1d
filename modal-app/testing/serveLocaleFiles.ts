import { readFile } from 'node:fs/promises'

/**
 * A `fetch` for jsdom tests of the modal's windows, which fetch their catalogs as files from the
 * modal's origin (windowCatalog): it answers a `…/ui/locales/<file>.json` URL from the
 * repository and 404 for anything else.
 *
 * @example
 * vi.stubGlobal('fetch', serveLocaleFiles)
 */
export async function serveLocaleFiles(url: string | URL): Promise<Response> {
  const file = /ui\/locales\/(.+\.json)/.exec(String(url))?.[1]
  return file ? new Response(await readFile(`modal-app/ui/locales/${file}`)) : new Response(null, { status: 404 })
}
