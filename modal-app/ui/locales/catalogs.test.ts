import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

// Every translated catalog has exactly the English keys and, in each message, the same `{placeholder}`
// names: a missing key would show English (or the raw key) to a visitor who chose another language,
// and a renamed placeholder would show `{amount}` instead of the amount on an approval.

const dir = import.meta.dirname

/** The English catalog behind each file name of a locale folder. */
const englishFiles: Record<string, string> = {
  'core.json': 'en.json',
  'views.json': 'en.views.json',
  'onramp.json': 'onramp.en.json',
  'swap.json': 'swap.en.json',
  'wallet.json': 'wallet.en.json',
}

const locales = ['es', 'pt-BR', 'fr', 'de', 'it', 'nl', 'pl', 'tr', 'ru', 'uk', 'ar', 'he', 'hi', 'id', 'vi', 'th', 'ja', 'ko', 'zh-CN', 'zh-TW']

// Words that stay as in English in a translation: brands, units and technical terms. A message left
// identical to English passes only if nothing else is left once these, and the words the locale
// spells as English does (its `cognates`), are removed.
const untranslatedWords = ['WalletConnect', 'Farcaster', 'Google', 'X', 'Discord', 'GitHub', 'Apple', 'Facebook', 'Solana', 'SOL', 'ENS', 'QR', 'NFTs?', 'Nonce', 'min', 'd', 's', 'Max', 'gwei']
const cognates: Record<string, string[]> = {
  es: ['Tokens?', 'Total'],
  fr: ['Transaction', 'Message', 'Type', 'Instructions', 'Suggestions', 'Collection', 'Total'],
  'pt-BR': ['Tokens?', 'Total'],
  de: ['Wallets?', 'Explorer', 'Domain', 'Token', 'Name', 'Standard', 'Passkey'],
  it: ['Wallet', 'Account', 'Email', 'Block', 'Explorer', 'explorer', 'Smart', 'account', 'Token', 'Standard', 'Passkey'],
  nl: ['Wallets?', 'wallets', 'Account', 'Recent', 'Explorer', 'Tokens?', 'Smart', 'account', 'Batch', 'sec', 'Contract', 'Type', 'Parameters', 'Passkey'],
  pl: ['Token', 'Standard'],
  tr: ['Token'],
  id: ['Email', 'Testnet', 'Batch', 'Data', 'Domain', 'Token', 'Total'],
  vi: ['Email', 'Token'],
}

function untranslatedPattern(locale: string): RegExp {
  return new RegExp(`\\b(?:${[...untranslatedWords, ...(cognates[locale] ?? [])].join('|')})\\b|\\{\\w+\\}`, 'g')
}

function read(path: string): Record<string, string> {
  return JSON.parse(readFileSync(path, 'utf8')) as Record<string, string>
}

/**
 * The names a message fills: `{name}` and the argument of an ICU block (`{count, plural, …}`). In a
 * message with plural blocks, a branch's body (`one {einmal}`) is text, not a placeholder.
 */
function placeholders(message: string): string[] {
  const text = message.includes(', plural,') ? message.replace(/(?:\b(?:zero|one|two|few|many|other)|=\d+)\s*\{/g, '\u0000') : message
  const names = [...text.matchAll(/\{(\w+)(?:\}|,\s*plural\s*,)/g)].map((match) => match[1] ?? '')
  return [...new Set(names)].sort()
}

describe('locale catalogs', () => {
  it('has a folder for each of the twenty locales and no other, each with the five catalogs', () => {
    const folders = readdirSync(dir, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name)
    expect(folders.sort()).toEqual([...locales].sort())
    for (const locale of locales) {
      for (const file of Object.keys(englishFiles)) expect(existsSync(join(dir, locale, file)), `${locale}/${file}`).toBe(true)
    }
  })

  describe.each(locales)('%s', (locale) => {
    it.each(Object.entries(englishFiles))('%s has the keys and placeholders of %s', (file, englishFile) => {
      const english = read(join(dir, englishFile))
      const translated = read(join(dir, locale, file))
      expect(Object.keys(translated).sort()).toEqual(Object.keys(english).sort())
      for (const [key, message] of Object.entries(translated)) {
        expect(typeof message, key).toBe('string')
        expect(message.trim(), key).not.toBe('')
        expect(placeholders(message), key).toEqual(placeholders(english[key] ?? ''))
      }
    })

    it('puts {terms} before {privacy} in the consent line (LegalCheckbox splits the line in that order to place its links)', () => {
      const agree = read(join(dir, locale, 'core.json'))['connect.legal.agree'] ?? ''
      expect(agree.indexOf('{terms}')).toBeLessThan(agree.indexOf('{privacy}'))
    })

    it('leaves in English only brands and technical terms, and formats dates in its own locale', () => {
      const leftInEnglish = Object.entries(englishFiles).flatMap(([file, englishFile]) => {
        const english = read(join(dir, englishFile))
        const translated = read(join(dir, locale, file))
        return Object.keys(english).filter(
          (key) => key !== 'time.locale' && translated[key] === english[key] && /\p{L}{2,}/u.test((english[key] ?? '').replace(untranslatedPattern(locale), '')),
        )
      })
      expect(leftInEnglish).toEqual([])
      expect(read(join(dir, locale, 'core.json'))['time.locale']).toBe(locale)
      expect(Intl.DateTimeFormat.supportedLocalesOf([locale])).toEqual([locale])
    })
  })
})
