import type { PasskeyWindowTask } from './passkeyWindowMessage'

/**
 * The language and theme the modal's frame is drawn in (`<html lang dir>` as applyLocale set
 * them; the theme of its `.airlock-root`), for a window of the modal to match it.
 *
 * @example
 * frameLook(document) // { locale: 'de', dir: 'ltr', theme: 'dark' }
 */
export function frameLook(doc: Document): Pick<PasskeyWindowTask, 'locale' | 'dir' | 'theme'> {
  const html = doc.documentElement
  const themed = doc.querySelector<HTMLElement>('.airlock-root')
  return { locale: html.lang || 'en', dir: html.dir === 'rtl' ? 'rtl' : 'ltr', theme: themed?.dataset.theme === 'light' ? 'light' : 'dark' }
}
