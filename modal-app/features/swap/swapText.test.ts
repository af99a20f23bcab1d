import { describe, expect, it } from 'vitest'
import { swapText } from './swapText'

describe('swapText', () => {
  it('fills the placeholders of the Swap view messages', () => {
    expect(swapText('success', { from: '0.01 ETH', to: '29.9 AUSD' })).toBe('Swapped 0.01 ETH for 29.9 AUSD')
    expect(swapText('balance', { amount: '2', symbol: 'AUSD' })).toBe('Balance: 2 AUSD')
    expect(swapText('submit')).toBe('Swap')
  })
})
