// Plain classes for the ASCII names nearly every wallet has: the first match of a `\p{…}` class
// builds its Unicode tables, about a millisecond of the modal's first view. Same results on ASCII.
const ASCII = /^[\x20-\x7e]*$/
const SEPARATORS = { ascii: /[^A-Za-z0-9]+/, unicode: /[^\p{L}\p{N}]+/u }
const NOT_CAPITAL = { ascii: /[^A-Z]/g, unicode: /[^\p{Lu}]/gu }

/**
 * The one initials fallback of every wallet, network and token icon (the modal's WalletImage and
 * the local registry's generated images): the first letters of the first two words ("Trust
 * Wallet" → "TW"), or the capitals of a single camel-case word ("MetaMask" → "MM"), or its first
 * two characters ("Rainbow" → "Ra"); "?" for a name without letters or digits.
 *
 * @example
 * initialsOf('Coinbase Wallet') // 'CW'
 */
export function initialsOf(name: string): string {
  const script = ASCII.test(name) ? 'ascii' : 'unicode'
  const words = name.split(SEPARATORS[script]).filter(Boolean)
  if (words.length >= 2) return `${[...words[0]!][0]}${[...words[1]!][0]}`.toUpperCase()
  const word = words[0]
  if (!word) return '?'
  const capitals = word.replace(NOT_CAPITAL[script], '')
  if (capitals.length >= 2) return [...capitals].slice(0, 2).join('')
  const chars = [...word]
  return `${chars[0]!.toUpperCase()}${chars.slice(1, 2).join('')}`
}
