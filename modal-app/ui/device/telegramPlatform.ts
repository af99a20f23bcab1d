/** The platforms the Telegram rule names (docs/validation.md#telegram); any other Telegram client is `other`. */
export type TelegramPlatform = 'ios' | 'macos' | 'android' | 'other'

/** What the modal's window tells about Telegram: the objects its web views inject, and the user agent. */
export interface TelegramHints {
  /** `window.Telegram.WebApp.platform` when the Telegram script is on the page ('ios', 'macos', 'android', 'tdesktop', …). */
  webAppPlatform?: string
  /** Whether a Telegram web view bridge (`TelegramWebviewProxy`, `TelegramWebview`) is present. */
  webviewBridge: boolean
  userAgent: string
}

/**
 * The Telegram platform the modal runs in, or undefined outside a Telegram mini-app. Telegram's
 * own answer (`Telegram.WebApp.platform`) wins; otherwise the web view's bridge object marks a
 * mini-app and the user agent names the platform (iPhone/iPad, Android, Mac). Reads this window
 * when called without hints.
 *
 * @example
 * telegramPlatform({ webviewBridge: true, userAgent: 'Mozilla/5.0 (iPhone; …)' }) // 'ios'
 * telegramPlatform({ webviewBridge: false, userAgent: 'Mozilla/5.0 (Macintosh; …)' }) // undefined
 */
export function telegramPlatform(hints: TelegramHints = currentHints()): TelegramPlatform | undefined {
  const reported = hints.webAppPlatform?.toLowerCase()
  if (reported && reported !== 'unknown') return reported === 'ios' || reported === 'macos' || reported === 'android' ? reported : 'other'
  if (!hints.webviewBridge) return undefined
  if (/iPhone|iPad|iPod/i.test(hints.userAgent)) return 'ios'
  if (/Android/i.test(hints.userAgent)) return 'android'
  if (/Macintosh|Mac OS X/i.test(hints.userAgent)) return 'macos'
  return 'other'
}

function currentHints(): TelegramHints {
  const w = globalThis as { Telegram?: { WebApp?: { platform?: unknown } }; TelegramWebviewProxy?: unknown; TelegramWebview?: unknown; TelegramWebviewProxyProto?: unknown }
  const platform = w.Telegram?.WebApp?.platform
  return {
    webAppPlatform: typeof platform === 'string' ? platform : undefined,
    webviewBridge: w.TelegramWebviewProxy !== undefined || w.TelegramWebview !== undefined || w.TelegramWebviewProxyProto !== undefined,
    userAgent: globalThis.navigator?.userAgent ?? '',
  }
}
