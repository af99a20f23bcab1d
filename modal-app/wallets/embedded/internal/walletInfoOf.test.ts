import { describe, expect, it } from 'vitest'
import { walletInfoOf } from './walletInfoOf'

describe('walletInfoOf', () => {
  it('shows the email for an email sign-in and the provider and username for a social one', () => {
    expect(walletInfoOf({ id: 'email:a@b.c', provider: 'email', email: 'a@b.c' })).toEqual({ name: 'a@b.c', identifier: 'email', user: { email: 'a@b.c' } })
    expect(walletInfoOf({ id: 'github:1', provider: 'github', username: 'octo' })).toEqual({ name: 'octo', identifier: 'github', socialProvider: 'github', user: { username: 'octo' } })
    expect(walletInfoOf({ id: 'farcaster:2', provider: 'farcaster' })).toMatchObject({ name: 'farcaster', identifier: 'farcaster', user: {} })
  })
})
