// The Inter faces the modal serves and the characters their subsets keep, shared by the
// subsetting script (the glyphs in the woff2 files) and the test that holds airlock.css's
// unicode-range and the UI's strings to them. Latin, Latin-1 Supplement, General Punctuation
// (… – — ’ and friends), the arrows and the few symbols common in UI text and wallet names;
// anything else (a wallet name in another script) falls back to the system font through
// unicode-range.

/** The unicode-range of every Inter face, in CSS syntax. */
export const INTER_UNICODE_RANGE =
  'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2190-2193, U+2212, U+2215, U+FEFF, U+FFFD'

/**
 * The unicode-range of the extended faces: Latin Extended (Polish, Turkish…), Vietnamese, Greek
 * and Cyrillic, which Inter draws as well. They are files of their own, declared before the main
 * faces in airlock.css (the later face wins where ranges meet), so a browser fetches them only
 * for text that uses one of these letters: a Polish, Turkish, Vietnamese, Russian or Ukrainian
 * visitor's modal, never an English one's. Scripts Inter has no glyphs for (Arabic, Hebrew,
 * Devanagari, Thai, Han, kana, Hangul) fall back to the system font as a whole.
 */
export const INTER_EXTENDED_RANGE = 'U+0100-024F, U+0259, U+0300-036F, U+0370-03FF, U+0400-04FF, U+1E00-1EFF, U+20A0-20C0'

/** The scripts Inter draws: a letter of these outside both ranges would fall back mid-word. */
export const INTER_SCRIPTS = /[\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}]/u

/**
 * The variable Inter the faces are cut from (OFL-1.1, the npm package inter-ui, a devDependency)
 * and the part of its design space the modal draws: weights 400 to 600 at the text optical size.
 * One variable file holds the three weights the views use (regular, medium, semibold) in 26 KB
 * where three static files took 51 KB and three requests on every cold load of the frame.
 */
export const INTER_SOURCE = 'inter-ui/variable/InterVariable.woff2'
export const INTER_WEIGHTS = { min: 400, max: 600 }
export const INTER_OPTICAL_SIZE = 14

/** The faces the modal serves: the weight range (CSS `font-weight`) and the served file. */
export const INTER_FACES = [{ weight: `${INTER_WEIGHTS.min} ${INTER_WEIGHTS.max}`, file: 'Inter-Variable.woff2' }]

/**
 * OpenType features kept in the subsets: kerning, ligatures, localized forms and the glyph
 * composition features marks need. Contextual alternates ('calt') are off in airlock.css (they
 * turned the x of 0x… into ×), and the stylistic sets are never used, so they are dropped.
 */
export const INTER_LAYOUT_FEATURES = ['kern', 'liga', 'locl', 'ccmp', 'mark', 'mkmk', 'rvrn']

/** The extended faces (INTER_EXTENDED_RANGE): the same weights in a `-ext` file. */
export const INTER_EXTENDED_FACES = INTER_FACES.map((face) => ({ ...face, file: face.file.replace('.woff2', '-ext.woff2') }))
