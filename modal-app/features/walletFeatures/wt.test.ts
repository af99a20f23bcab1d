import { afterEach, describe, expect, it } from 'vitest'
import en from '../../ui/locales/wallet.en.json'
import { setWalletMessages, wt } from './wt'

afterEach(() => setWalletMessages(en))

describe('wt', () => {
  it('fills placeholders and keeps unknown ones', () => {
    expect(wt('send.balance', { amount: '1.5', symbol: 'ETH' })).toBe('Balance 1.5 ETH')
    expect(wt('send.balance', { amount: '1' })).toBe('Balance 1 {symbol}')
  })
  it('reads the active messages', () => {
    setWalletMessages({ ...en, 'send.max': 'Alles' })
    expect(wt('send.max')).toBe('Alles')
  })
})
