import en from '../locales/en.json'

/** Every message key, typed from the English locale (the source of truth for keys). */
export type MessageKey = keyof typeof en
export type Messages = Record<MessageKey, string>

let messages: Messages = en

/**
 * Looks up a message and fills `{name}` placeholders. Views never hold user-facing literals:
 * they call `t`, so a language is added by adding a locale file.
 *
 * @example
 * t('connect.social.with', { provider: 'Google' }) // 'Continue with Google'
 */
export function t(key: MessageKey, vars?: Record<string, string | number>): string {
  const template = messages[key] ?? en[key]
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
