import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { INTER_EXTENDED_FACES, INTER_EXTENDED_RANGE, INTER_FACES, INTER_SCRIPTS, INTER_UNICODE_RANGE } from './interFonts.mjs'
import { uncoveredCharacters } from './uncoveredCharacters.mjs'

const css = readFileSync('modal-app/ui/styles/airlock.css', 'utf8')
const faces = [...css.matchAll(/@font-face\s*{([^}]*)}/g)].map((m) => m[1] ?? '')

describe('uncoveredCharacters', () => {
  it('lists the characters outside the range once each, in code point order', () => {
    expect(uncoveredCharacters('Wallet ✓ → ✓ 日', 'U+0000-00FF, U+2190-2193')).toEqual(['✓', '日'])
    expect(uncoveredCharacters('0x…', 'U+0000-007F')).toEqual(['…'])
    expect(uncoveredCharacters('plain', 'U+0000-007F')).toEqual([])
  })

  it('rejects a malformed range instead of reporting everything covered', () => {
    expect(() => uncoveredCharacters('a', 'U+0000-00FF, 2026')).toThrow(/unicode-range/)
  })
})

describe('Inter subsets (issue 12 #7)', () => {
  it('airlock.css declares each served face once, woff2, swap, with its subset range, the extended ones first', () => {
    const subsets = [...INTER_EXTENDED_FACES.map((face) => ({ face, range: INTER_EXTENDED_RANGE })), ...INTER_FACES.map((face) => ({ face, range: INTER_UNICODE_RANGE }))]
    expect(faces).toHaveLength(subsets.length)
    subsets.forEach(({ face, range }, i) => {
      const rule = faces[i]
      expect(rule).toContain(`font-weight: ${face.weight};`)
      expect(rule).toContain(`url('/fonts/${face.file}') format('woff2')`)
      expect(rule).toContain('font-display: swap;')
      expect(rule).toContain(`unicode-range: ${range};`)
      expect(existsSync(join('modal-app/public/fonts', face.file))).toBe(true)
    })
  })

  it('the English texts need only the main faces', () => {
    const english = readdirSync('modal-app/ui/locales').filter((file) => file.endsWith('.json'))
    expect(english.length).toBeGreaterThan(4)
    for (const file of english) expect(uncoveredCharacters(readFileSync(join('modal-app/ui/locales', file), 'utf8'), INTER_UNICODE_RANGE), file).toEqual([])
  })

  it("every language's letters that Inter draws are in a served face; other scripts fall back whole", () => {
    const folders = readdirSync('modal-app/ui/locales', { withFileTypes: true }).filter((d) => d.isDirectory())
    expect(folders.length).toBeGreaterThanOrEqual(19)
    for (const folder of folders) {
      for (const file of readdirSync(join('modal-app/ui/locales', folder.name))) {
        const text = readFileSync(join('modal-app/ui/locales', folder.name, file), 'utf8')
        const missing = uncoveredCharacters(text, `${INTER_UNICODE_RANGE}, ${INTER_EXTENDED_RANGE}`).filter((c) => INTER_SCRIPTS.test(c))
        expect(missing, `${folder.name}/${file}`).toEqual([])
      }
    }
    // It can fail: a Polish letter outside both ranges would be drawn in another font mid-word.
    expect(uncoveredCharacters('Zażółć', INTER_UNICODE_RANGE).filter((c) => INTER_SCRIPTS.test(c))).toEqual(['ć', 'ł', 'ż'])
  })

  it('serves no full-size font files any more', () => {
    for (const file of readdirSync('modal-app/public/fonts')) expect(file).toMatch(/\.woff2$|^LICENSE/)
  })
})
