import { LOCALES, type Locale } from './locales'

const KEY = 'airlock:language'

/**
 * The language the visitor picked in the modal, kept in the modal origin's localStorage like its
 * other preferences (recent wallets, account type), so it outlives the page and outranks the
 * dapp's `language` option and the browser's languages. Storage denied: the pick lives for the
 * page's lifetime (`memory`).
 *
 * @example
 * storedLocale.set('fr')
 * storedLocale.get() // 'fr'
 */
export const storedLocale = {
  memory: undefined as Locale | undefined,
  get(): Locale | undefined {
    if (this.memory) return this.memory
    try {
      const value = globalThis.localStorage?.getItem(KEY)
      return (LOCALES as readonly (string | null | undefined)[]).includes(value) ? (value as Locale) : undefined
    } catch {
      return undefined
    }
  },
  set(tag: Locale): void {
    this.memory = tag
    try {
      globalThis.localStorage?.setItem(KEY, tag)
    } catch {
      // Storage denied: the memory copy serves this page.
    }
  },
}
