import en from '../locales/en.json'
import { activeMessages } from './activeMessages'
import type viewTexts from '../locales/en.views.json'
import type onrampTexts from '../locales/onramp.en.json'
import type settingsTexts from '../locales/settings.en.json'
import type swapTexts from '../locales/swap.en.json'
import type walletTexts from '../locales/wallet.en.json'
import { fillTemplate } from './fillTemplate'

/**
 * Keys of the texts only lazily loaded views use: each locale file arrives with its views' chunks
 * (through `viewMessages.ts`, `walletMessages.ts`, `onrampMessages.ts`, `swapMessages.ts`,
 * `settingsMessages.ts`) instead
 * of weighing on the modal's first one.
 */
export type LazyMessageKey =
  | keyof typeof viewTexts
  | keyof typeof walletTexts
  | keyof typeof onrampTexts
  | keyof typeof swapTexts
  | keyof typeof settingsTexts
/** Every message key, typed from the English locale files (the source of truth for keys). */
export type MessageKey = keyof typeof en | LazyMessageKey

let lazyMessages: Partial<Record<LazyMessageKey, string>> = {}

/**
 * The one text lookup: finds a message in the visitor's language (the catalog `applyLocale`
 * loaded; English where it lacks one) and fills `{name}` placeholders. Views never hold
 * user-facing literals: they call `t`, so a language is added by adding a catalog folder.
 *
 * @example
 * t('connect.social.with', { provider: 'Google' }) // 'Continue with Google'
 */
export function t(key: MessageKey, vars?: Record<string, string | number>): string {
  return fillTemplate(activeMessages[key] ?? (en as Partial<Record<MessageKey, string>>)[key] ?? lazyMessages[key as LazyMessageKey] ?? key, vars)
}

/**
 * Adds the texts of lazily loaded views: they arrive with the views' chunks instead of weighing
 * on the modal's first one. Called once by each of `viewMessages.ts`, `walletMessages.ts`,
 * `onrampMessages.ts` and `swapMessages.ts`.
 *
 * @example
 * addLazyMessages((await import('../locales/swap.en.json')).default)
 */
export function addLazyMessages(next: Partial<Record<LazyMessageKey, string>>): void {
  lazyMessages = { ...lazyMessages, ...next }
}
