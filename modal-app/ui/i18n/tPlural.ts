import { fillTemplate } from './fillTemplate'
import { localeFormat } from './localeFormat'
import { t, type MessageKey } from './t'

/**
 * `t` for a message that depends on a count: each ICU plural block of the message,
 * `{count, plural, =0 {…} one {…} other {…}}`, keeps the branch that `Intl.PluralRules` picks for
 * the count in the modal's language (an exact `=n` first, `other` when the language's category
 * has no branch), `#` in it becomes the count, and `{count}` and the other placeholders are
 * filled. Plain messages pass through as `t` would fill them. The catalogs need nothing more than
 * the plural rules every browser ships, so no message-format library comes along.
 *
 * @example
 * tPlural('portfolio.repeatedLabel', 1) // 'one time'
 * tPlural('portfolio.repeatedLabel', 3) // '3 times'
 */
export function tPlural(key: MessageKey, count: number, vars?: Record<string, string | number>): string {
  const rules = localeFormat('plural', (tag) => new Intl.PluralRules(tag))
  const shown = localeFormat('count', (tag) => new Intl.NumberFormat(tag)).format(count)
  return fillTemplate(selectPlurals(t(key), count, rules.select(count), shown), { ...vars, count: shown })
}

/** Replaces every `{name, plural, …}` block of `message` by its chosen branch. */
function selectPlurals(message: string, count: number, category: string, shown: string): string {
  let out = ''
  let at = 0
  for (;;) {
    const start = message.indexOf(', plural,', at)
    const open = start < 0 ? -1 : message.lastIndexOf('{', start)
    if (open < 0) return out + message.slice(at)
    const branches = new Map<string, string>()
    let i = start + ', plural,'.length
    for (;;) {
      while (message[i] === ' ') i++
      if (message[i] === '}' || i >= message.length) break
      const brace = message.indexOf('{', i)
      if (brace < 0) break
      const selector = message.slice(i, brace).trim()
      const end = matchingBrace(message, brace)
      branches.set(selector, message.slice(brace + 1, end))
      i = end + 1
    }
    const branch = branches.get(`=${count}`) ?? branches.get(category) ?? branches.get('other') ?? ''
    out += message.slice(at, open) + branch.replaceAll('#', shown)
    at = i + 1
  }
}

/** The index of the `}` closing the `{` at `open` (nested placeholders included). */
function matchingBrace(text: string, open: number): number {
  let depth = 0
  for (let i = open; i < text.length; i++) {
    if (text[i] === '{') depth++
    else if (text[i] === '}' && --depth === 0) return i
  }
  return text.length
}
