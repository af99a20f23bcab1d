import type { SocialProvider } from '../../../shared/options'
import type { TelegramPlatform } from '../../ui/device/telegramPlatform'

/** docs/validation.md#telegram: inside a Telegram mini-app these sign-ins can't complete on the platform, so they are not offered. */
const REMOVED_IN_TELEGRAM: Record<TelegramPlatform, readonly SocialProvider[]> = {
  ios: ['google'],
  macos: ['x'],
  android: ['facebook', 'x'],
  other: [],
}

/**
 * The social sign-ins the Connect view offers, in the configured order: all of them outside
 * Telegram; in a Telegram mini-app, the rule (docs/validation.md#telegram): iOS removes google, Mac removes x, Android
 * removes facebook and x.
 *
 * @example
 * socialsForPlatform(['google', 'x', 'github'], 'ios') // ['x', 'github']
 * socialsForPlatform(['google', 'x', 'github'], undefined) // ['google', 'x', 'github']
 */
export function socialsForPlatform(socials: readonly SocialProvider[], telegram: TelegramPlatform | undefined): SocialProvider[] {
  if (!telegram) return [...socials]
  const removed = REMOVED_IN_TELEGRAM[telegram]
  return socials.filter((s) => !removed.includes(s))
}
