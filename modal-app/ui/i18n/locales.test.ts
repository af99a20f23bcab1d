import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { LOCALES, RTL_LOCALES } from './locales'

const dir = join(import.meta.dirname, '..', 'locales')
const read = (...path: string[]) => JSON.parse(readFileSync(join(dir, ...path), 'utf8')) as Record<string, string>
const placeholders = (message: string) => [...message.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort()

// The catalogs' own test (ui/locales/catalogs.test.ts) checks the five catalogs of each folder;
// this one ties the folders to the list the modal negotiates against, and checks the settings file.
describe('LOCALES', () => {
  it('names exactly English and the catalog folders, so negotiation only offers what ships', () => {
    const folders = readdirSync(dir, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name)
    expect([...LOCALES].sort()).toEqual(['en', ...folders].sort())
    expect(LOCALES).toHaveLength(21)
  })
  it('marks right to left exactly the languages whose script is written so', () => {
    // getTextInfo() on Node 24, the older textInfo getter on Node 20 and 22.
    type WithTextInfo = Intl.Locale & { getTextInfo?(): { direction: string }; textInfo?: { direction: string } }
    const direction = (locale: WithTextInfo) => (locale.getTextInfo?.() ?? locale.textInfo)?.direction
    const rtl = LOCALES.filter((tag) => direction(new Intl.Locale(tag)) === 'rtl')
    expect(rtl).toEqual([...RTL_LOCALES])
  })
  it.each(LOCALES.filter((tag) => tag !== 'en'))('%s/settings.json has the keys and placeholders of settings.en.json, translated', (tag) => {
    const english = read('settings.en.json')
    const translated = read(tag, 'settings.json')
    expect(Object.keys(translated).sort()).toEqual(Object.keys(english).sort())
    for (const [key, message] of Object.entries(translated)) {
      expect(message.trim(), key).not.toBe('')
      expect(message, key).not.toBe(english[key])
      expect(placeholders(message), key).toEqual(placeholders(english[key]!))
    }
  })
})
