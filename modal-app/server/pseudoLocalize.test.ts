import { describe, expect, it } from 'vitest'
import { pseudoLocalize } from './pseudoLocalize'

describe('pseudoLocalize', () => {
  it('accents every letter, brackets the text and keeps placeholders', () => {
    const out = pseudoLocalize('Send {amount} to {to}')
    expect(out.startsWith('⟦Šéñđ {amount} ţö {to} ')).toBe(true)
    expect(out.endsWith('⟧')).toBe(true)
    expect(out).not.toMatch(/[a-z](?![^{]*\})/i)
  })

  it('makes a text about 40% longer', () => {
    const text = 'Connect a wallet to continue'
    const out = pseudoLocalize(text)
    expect(out.length / text.length).toBeGreaterThanOrEqual(1.35)
    expect(out.length / text.length).toBeLessThanOrEqual(1.5)
  })
})
