// The Inter faces the modal serves and the characters their subsets keep, shared by the
// subsetting script (the glyphs in the woff2 files) and the test that holds airlock.css's
// unicode-range and the UI's strings to them. Latin, Latin-1 Supplement, General Punctuation
// (… – — ’ and friends), the arrows and the few symbols common in UI text and wallet names;
// anything else (a wallet name in another script) falls back to the system font through
// unicode-range.

/** The unicode-range of every Inter face, in CSS syntax. */
export const INTER_UNICODE_RANGE =
  'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2190-2193, U+2212, U+2215, U+FEFF, U+FFFD'

/** The faces the modal serves: weight, the Debian fonts-inter source file, the served file. */
export const INTER_FACES = [
  { weight: 400, source: 'Inter-Regular.otf', file: 'Inter-Regular.woff2' },
  { weight: 500, source: 'Inter-Medium.otf', file: 'Inter-Medium.woff2' },
  { weight: 600, source: 'Inter-SemiBold.otf', file: 'Inter-SemiBold.woff2' },
]

/**
 * OpenType features kept in the subsets: kerning, ligatures, localized forms and the glyph
 * composition features marks need. Contextual alternates ('calt') are off in airlock.css (they
 * turned the x of 0x… into ×), and the stylistic sets are never used, so they are dropped.
 */
export const INTER_LAYOUT_FEATURES = ['kern', 'liga', 'locl', 'ccmp', 'mark', 'mkmk', 'rvrn']
