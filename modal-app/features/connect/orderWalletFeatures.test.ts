import { describe, expect, it } from 'vitest'
import { orderWalletFeatures } from './orderWalletFeatures'

const allOn = { onramp: true, swaps: true, receive: true, send: true }

describe('orderWalletFeatures', () => {
  it('defaults to onramp, swaps, receive, send', () => {
    expect(orderWalletFeatures(allOn)).toEqual(['onramp', 'swaps', 'receive', 'send'])
  })
  it('takes the configured order first', () => {
    expect(orderWalletFeatures(allOn, ['send', 'receive'])).toEqual(['send', 'receive', 'onramp', 'swaps'])
  })
  it('leaves out features switched off', () => {
    expect(orderWalletFeatures({ ...allOn, swaps: false }, ['swaps', 'send'])).toEqual(['send', 'onramp', 'receive'])
  })
})
