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
  const words = name.split(/[^\p{L}\p{N}]+/u).filter(Boolean)
  if (words.length >= 2) return `${[...words[0]!][0]}${[...words[1]!][0]}`.toUpperCase()
  const word = words[0]
  if (!word) return '?'
  const capitals = word.replace(/[^\p{Lu}]/gu, '')
  if (capitals.length >= 2) return [...capitals].slice(0, 2).join('')
  const chars = [...word]
  return `${chars[0]!.toUpperCase()}${chars.slice(1, 2).join('')}`
}
