import { activeLocale } from './activeLocale'

const made = new Map<string, unknown>()

/**
 * An `Intl` formatter for the modal's current language, made once per language: formatters
 * can't be module constants any more, since the visitor may switch language while the module
 * lives. `name` tells the formatters apart; `make` gets the language's tag.
 *
 * @example
 * localeFormat('usd', (tag) => new Intl.NumberFormat(tag, { style: 'currency', currency: 'USD' })).format(3) // '$3.00', or '3,00 $US' in French
 */
export function localeFormat<T>(name: string, make: (tag: string) => T): T {
  const key = `${name}:${activeLocale.tag}`
  if (!made.has(key)) made.set(key, make(activeLocale.tag))
  return made.get(key) as T
}
