import { describe, expect, it } from 'vitest'
import { visibleWalletFeatures } from './visibleWalletFeatures'

const allOn = { onramp: true, swaps: true, receive: true, send: true }
const views = { onramp: 'Connect', swaps: 'Networks', receive: 'WalletReceive', send: 'WalletSend' } as const

describe('visibleWalletFeatures', () => {
  it('shows every feature with a view in the default order', () => {
    expect(visibleWalletFeatures(allOn, undefined, views).map((b) => b.feature)).toEqual(['onramp', 'swaps', 'receive', 'send'])
  })
  it('honours walletFeaturesOrder and the flags', () => {
    const shown = visibleWalletFeatures({ ...allOn, receive: false }, ['send'], views)
    expect(shown).toEqual([
      { feature: 'send', view: 'WalletSend' },
      { feature: 'onramp', view: 'Connect' },
      { feature: 'swaps', view: 'Networks' },
    ])
  })
  it('hides features without a view', () => {
    const shown = visibleWalletFeatures(allOn, undefined, { send: 'WalletSend' })
    expect(shown).toEqual([{ feature: 'send', view: 'WalletSend' }])
  })
})
