import en from '../../ui/locales/wallet.en.json'

/** Every message key of the wallet features (send, receive, NFTs, names). */
export type WalletMessageKey = keyof typeof en
export type WalletMessages = Record<WalletMessageKey, string>

let messages: WalletMessages = en

/**
 * `t` for the wallet features' views. Their texts live in their own locale file, loaded with
 * their lazy views, because the main locale file is part of the modal's first chunk (100 KiB
 * budget) and these views are not. Fills `{name}` placeholders like `t`.
 *
 * @example
 * wt('send.balance', { amount: '1.5', symbol: 'ETH' }) // 'Balance 1.5 ETH'
 */
export function wt(key: WalletMessageKey, vars?: Record<string, string | number>): string {
  const template = messages[key] ?? en[key]
  if (!vars) return template
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole))
}

/**
 * Switches the wallet features' messages (a locale provides every key of `wallet.en.json`).
 *
 * @example
 * setWalletMessages((await import('../../ui/locales/wallet.de.json')).default)
 */
export function setWalletMessages(next: WalletMessages): void {
  messages = next
}
