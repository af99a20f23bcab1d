import en from '../locales/en.json'
import type viewTexts from '../locales/en.views.json'

/** The texts only lazily loaded views use: kept out of the modal's first chunk (ui/i18n/viewMessages.ts adds them). */
export type ViewMessageKey = keyof typeof viewTexts
/** Every message key, typed from the English locale (the source of truth for keys). */
export type MessageKey = keyof typeof en | ViewMessageKey
export type Messages = Record<keyof typeof en, string>

let messages: Messages = en
let viewMessages: Partial<Record<ViewMessageKey, string>> = {}

/**
 * Looks up a message and fills `{name}` placeholders. Views never hold user-facing literals:
 * they call `t`, so a language is added by adding a locale file.
 *
 * @example
 * t('connect.social.with', { provider: 'Google' }) // 'Continue with Google'
 */
export function t(key: MessageKey, vars?: Record<string, string | number>): string {
  const template = (messages as Partial<Record<MessageKey, string>>)[key] ?? (en as Partial<Record<MessageKey, string>>)[key] ?? viewMessages[key as ViewMessageKey] ?? key
  if (!vars) return template
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole))
}

/**
 * Switches the active messages (a lazily loaded locale must provide every key).
 *
 * @example
 * setMessages((await import('../locales/de.json')).default)
 */
export function setMessages(next: Messages): void {
  messages = next
}

/**
 * Adds the texts of lazily loaded views (`locales/en.views.json`): they arrive with the views'
 * chunks instead of weighing on the modal's first one. Called once by `viewMessages.ts`.
 *
 * @example
 * addViewMessages((await import('../locales/en.views.json')).default)
 */
export function addViewMessages(next: Partial<Record<ViewMessageKey, string>>): void {
  viewMessages = { ...viewMessages, ...next }
}
