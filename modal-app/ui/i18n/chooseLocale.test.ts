import { afterEach, describe, expect, it } from 'vitest'
import { chooseLocale } from './chooseLocale'
import { storedLocale } from './storedLocale'

describe('chooseLocale', () => {
  afterEach(() => {
    storedLocale.memory = undefined
  })
  it("takes the dapp's language over the browser's, and the browser's over English", () => {
    expect(chooseLocale('ar', ['fr-FR'])).toBe('ar')
    expect(chooseLocale(undefined, ['fr-FR', 'en'])).toBe('fr')
    expect(chooseLocale('sw', ['nl-BE'])).toBe('nl')
    expect(chooseLocale(undefined, ['sw'])).toBe('en')
  })
  it("puts the visitor's own pick first", () => {
    storedLocale.set('ja')
    expect(storedLocale.get()).toBe('ja')
    expect(chooseLocale('ar', ['fr'])).toBe('ja')
  })
  it('gives the pseudo-locale only to a build that has its catalog: without it (this one), en-XA is English', () => {
    expect(chooseLocale('en-XA', ['fr'])).toBe('en')
  })
})
