import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { VIEW_NAMES } from '../../state/router/viewNames'
import en from '../locales/en.json'
import viewTexts from '../locales/en.views.json'
import onrampTexts from '../locales/onramp.en.json'
import settingsTexts from '../locales/settings.en.json'
import swapTexts from '../locales/swap.en.json'
import walletTexts from '../locales/wallet.en.json'
import { t } from './t'

const modalRoot = join(import.meta.dirname, '..', '..')

/** Every non-test source file of the modal app (ts and tsx). */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : []
  })
}

describe('t', () => {
  it('fills placeholders and leaves unknown ones', () => {
    expect(t('connect.social.with', { provider: 'Google' })).toBe('Continue with Google')
    expect(t('connect.social.with')).toBe('Continue with {provider}')
  })
  it('has a title for every view', () => {
    const keys = new Set(Object.keys(en))
    for (const view of VIEW_NAMES) expect(keys.has(`views.${view}.title`), view).toBe(true)
  })
  it("knows the lazily loaded views' texts once viewMessages.ts has loaded, and they never clash with en.json", async () => {
    await import('./viewMessages')
    expect(t('txStatus.sent')).toBe('Transaction sent')
    expect(t('portfolio.to', { address: '0x12…3456' })).toBe('to 0x12…3456')
    for (const [key, value] of Object.entries(viewTexts)) {
      expect(Object.keys(en), key).not.toContain(key)
      expect(value.trim(), key).not.toBe('')
    }
  })
  it("knows the wallet features', on-ramp's, Swap's and the settings' texts once their modules have loaded, and no two locale files share a key", async () => {
    await Promise.all([import('./viewMessages'), import('./walletMessages'), import('./onrampMessages'), import('./swapMessages'), import('./settingsMessages')])
    expect(t('send.balance', { amount: '1.5', symbol: 'ETH' })).toBe('Balance 1.5 ETH')
    expect(t('send.balance', { amount: '1' })).toBe('Balance 1 {symbol}')
    expect(t('swap.success', { from: '0.01 ETH', to: '29.9 AUSD' })).toBe('Swapped 0.01 ETH for 29.9 AUSD')
    expect(t('swap.balance', { amount: '2', symbol: 'AUSD' })).toBe('Balance: 2 AUSD')
    expect(t('swap.submit')).toBe('Swap')
    expect(t('language.label')).toBe('Language')
    expect(t('onramp.limits', { min: 10, max: 7500, currency: 'USD' })).toBe('Amount must be between 10 and 7500 USD')
    const keys = [en, viewTexts, walletTexts, onrampTexts, swapTexts, settingsTexts].flatMap((texts) => Object.keys(texts))
    expect(keys.length).toBe(new Set(keys).size)
    for (const texts of [walletTexts, onrampTexts, swapTexts, settingsTexts]) {
      for (const [key, value] of Object.entries(texts)) expect(value.trim(), key).not.toBe('')
    }
  })
  it('rejects an unknown key at compile time', () => {
    // @ts-expect-error a key missing from en.json is a type error
    expect(() => t('no.such.key')).not.toThrow()
  })
  it('never shows a raw key: every message is a non-empty text that is not its own key', () => {
    for (const [key, value] of Object.entries(en)) {
      expect(typeof value, key).toBe('string')
      expect(value.trim(), key).not.toBe('')
      expect(value, key).not.toBe(key)
    }
  })
  it('keeps the typed-key guarantee: no source casts to MessageKey, no feature-local message files', () => {
    const files = sourceFiles(modalRoot)
    expect(files.length).toBeGreaterThan(50)
    const offenders = files.filter((path) => /as MessageKey\b/.test(readFileSync(path, 'utf8')) || /[/\\]messages\.ts$/.test(path))
    expect(offenders).toEqual([])
  })
})
