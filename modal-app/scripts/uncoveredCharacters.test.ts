import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { INTER_FACES, INTER_UNICODE_RANGE } from './interFonts.mjs'
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
  it('airlock.css declares each served face once, woff2, swap, with the subset range', () => {
    expect(faces).toHaveLength(INTER_FACES.length)
    for (const face of INTER_FACES) {
      const rule = faces.find((f) => f.includes(`font-weight: ${face.weight};`))
      expect(rule, `@font-face for ${face.weight}`).toBeDefined()
      expect(rule).toContain(`url('/fonts/${face.file}') format('woff2')`)
      expect(rule).toContain('font-display: swap;')
      expect(rule).toContain(`unicode-range: ${INTER_UNICODE_RANGE};`)
      expect(existsSync(join('modal-app/public/fonts', face.file))).toBe(true)
    }
  })

  it('every locale string is drawn with Inter glyphs', () => {
    for (const file of readdirSync('modal-app/ui/locales')) {
      const text = readFileSync(join('modal-app/ui/locales', file), 'utf8')
      expect(uncoveredCharacters(text, INTER_UNICODE_RANGE), file).toEqual([])
    }
  })

  it('serves no full-size font files any more', () => {
    for (const file of readdirSync('modal-app/public/fonts')) expect(file).toMatch(/\.woff2$|^LICENSE/)
  })
})
