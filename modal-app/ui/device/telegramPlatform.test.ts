import { describe, expect, it } from 'vitest'
import { telegramPlatform } from './telegramPlatform'

const ua = {
  iphone: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
  android: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36',
  mac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko)',
  windows: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36',
}

describe('telegramPlatform', () => {
  it('is undefined outside Telegram, whatever the device', () => {
    for (const userAgent of Object.values(ua)) expect(telegramPlatform({ webviewBridge: false, userAgent })).toBeUndefined()
  })

  it("takes Telegram's own platform first", () => {
    expect(telegramPlatform({ webAppPlatform: 'macos', webviewBridge: false, userAgent: ua.windows })).toBe('macos')
    expect(telegramPlatform({ webAppPlatform: 'android', webviewBridge: true, userAgent: ua.iphone })).toBe('android')
    expect(telegramPlatform({ webAppPlatform: 'tdesktop', webviewBridge: false, userAgent: ua.windows })).toBe('other')
  })

  it('reads the platform from the user agent in a Telegram web view', () => {
    expect(telegramPlatform({ webviewBridge: true, userAgent: ua.iphone })).toBe('ios')
    expect(telegramPlatform({ webviewBridge: true, userAgent: ua.android })).toBe('android')
    expect(telegramPlatform({ webviewBridge: true, userAgent: ua.mac })).toBe('macos')
    expect(telegramPlatform({ webviewBridge: true, userAgent: ua.windows })).toBe('other')
  })

  it("treats Telegram's 'unknown' platform (its script outside a mini-app) as no Telegram", () => {
    expect(telegramPlatform({ webAppPlatform: 'unknown', webviewBridge: false, userAgent: ua.mac })).toBeUndefined()
  })
})
