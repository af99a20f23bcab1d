// Which characters of a text a font subset lacks: the subsetting script refuses to drop glyphs
// the UI uses, and the coverage test holds airlock.css and the locales to the same ranges.

/** Parses a CSS unicode-range ('U+0000-00FF, U+2026') into [first, last] code point pairs. */
function parseUnicodeRange(range) {
  return range.split(',').map((part) => {
    const match = /^\s*U\+([0-9A-F]+)(?:-([0-9A-F]+))?\s*$/i.exec(part)
    if (!match) throw new Error(`not a unicode-range part: ${part}`)
    const first = parseInt(match[1], 16)
    return [first, match[2] ? parseInt(match[2], 16) : first]
  })
}

/**
 * The distinct characters of `text` outside `range` (a CSS unicode-range), in code point order.
 * Throws on a malformed range, so a typo in the CSS cannot pass as "everything covered".
 *
 * @example
 * uncoveredCharacters('Wallet → ✓', 'U+0000-00FF, U+2190-2193') // ['✓']
 */
export function uncoveredCharacters(text, range) {
  const pairs = parseUnicodeRange(range)
  const found = new Set()
  for (const ch of text) {
    const cp = ch.codePointAt(0)
    if (!pairs.some(([first, last]) => cp >= first && cp <= last)) found.add(ch)
  }
  return [...found].sort((a, b) => a.codePointAt(0) - b.codePointAt(0))
}
