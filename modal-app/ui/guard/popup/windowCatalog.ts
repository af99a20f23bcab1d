/**
 * Where each language's views catalog (the window's words live there) is served: emitted as a
 * plain JSON file beside the build, the English source included. Not imported as modules: the
 * catalogs' modules sit in the modal's first and start chunks (English) or load through the
 * first chunk's preload helper (the rest), so the window would fetch ~550 KB of the modal's start
 * code for six texts. Checked in the built `approval-popup.html`.
 */
const files = import.meta.glob<string>(['../../locales/*/views.json', '../../locales/en.views.json'], { query: '?url', import: 'default', eager: true })

/**
 * The approval window's words in `tag`'s language: its views catalog (`en`: the English source),
 * fetched from the modal's own origin; undefined at once when the modal ships no catalog for the
 * tag (the tag only picks a key of a fixed list, so a message can't point the fetch elsewhere).
 * Rejects when the file can't be fetched.
 *
 * @example
 * const words = await windowCatalog('ar')
 */
export function windowCatalog(tag: string): Promise<Record<string, string>> | undefined {
  const url = files[tag === 'en' ? '../../locales/en.views.json' : `../../locales/${tag}/views.json`]
  if (!url) return undefined
  return fetch(url).then((response) => {
    if (!response.ok) throw new Error(`catalog ${response.status}`)
    return response.json() as Promise<Record<string, string>>
  })
}

/**
 * The words of a modal window in the visitor's language `tag` (see windowCatalog), or the
 * `english` ones when the modal ships no catalog for the tag or its file can't be fetched;
 * `translated` says which, so the window sets `<html lang dir>` only for a catalog it got.
 *
 * @example
 * const { catalog, translated } = await windowWords('de', english)
 */
export function windowWords(tag: string, english: Promise<Record<string, string>>): Promise<{ catalog: Record<string, string>; translated: boolean }> {
  const own = tag === 'en' ? undefined : windowCatalog(tag)
  return (own ?? Promise.reject(new Error('English'))).then(
    (catalog) => ({ catalog, translated: true }),
    async () => ({ catalog: await english, translated: false }),
  )
}
