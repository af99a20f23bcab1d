import { describe, expect, it } from 'vitest'
import type { SocialProvider } from '../../../shared/options'
import { socialsForPlatform } from './socialsForPlatform'

const all: SocialProvider[] = ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook']

describe('socialsForPlatform (Telegram rule)', () => {
  it('offers every configured social outside Telegram, in order', () => {
    expect(socialsForPlatform(all, undefined)).toEqual(all)
  })

  it('removes google on iOS', () => {
    expect(socialsForPlatform(all, 'ios')).toEqual(['x', 'discord', 'farcaster', 'github', 'apple', 'facebook'])
  })

  it('removes x on Mac', () => {
    expect(socialsForPlatform(all, 'macos')).toEqual(['google', 'discord', 'farcaster', 'github', 'apple', 'facebook'])
  })

  it('removes facebook and x on Android', () => {
    expect(socialsForPlatform(all, 'android')).toEqual(['google', 'discord', 'farcaster', 'github', 'apple'])
  })

  it('removes nothing on other Telegram clients', () => {
    expect(socialsForPlatform(all, 'other')).toEqual(all)
  })
})
