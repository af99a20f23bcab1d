import { describe, expect, it } from 'vitest'
import { onrampFeePercent, OnrampQuoteError, quoteOnramp } from './onrampQuote'

const prices = { ETH: 3000, AUSD: 1 }

describe('quoteOnramp', () => {
  it('keeps the 1–2 % fee from the amount and buys the rest at the price', () => {
    expect(quoteOnramp({ amount: '100', paymentCurrency: 'USD', purchaseCurrency: 'ETH', method: 'card', prices, quoteId: 'q' })).toEqual({
      fee: { amount: '1.50', currency: 'USD' },
      subtotal: { amount: '98.50', currency: 'USD' },
      total: { amount: '100.00', currency: 'USD' },
      purchaseAmount: { amount: '0.03283333', currency: 'ETH' },
      quoteId: 'q',
    })
    expect(quoteOnramp({ amount: '50', paymentCurrency: 'EUR', purchaseCurrency: 'AUSD', method: 'bank', prices, quoteId: 'q' }).purchaseAmount.amount).toBe('52.92')
    expect([onrampFeePercent(10), onrampFeePercent(999), onrampFeePercent(7500)]).toEqual([2, 1.5, 1])
  })

  it('refuses amounts outside the limits of the method, and unknown assets', () => {
    const q = (amount: string, method: 'card' | 'bank') => () => quoteOnramp({ amount, paymentCurrency: 'USD', purchaseCurrency: 'ETH', method, prices, quoteId: 'q' })
    expect(q('9.99', 'card')).toThrow('Amount must be between 10 and 7500 USD for card payments')
    expect(q('7500.01', 'card')).toThrow(OnrampQuoteError)
    expect(q('7500', 'card')).not.toThrow()
    expect(q('25000', 'bank')).not.toThrow()
    expect(q('25001', 'bank')).toThrow('Amount must be between 10 and 25000 USD for bank payments')
    expect(q('1e3', 'card')).toThrow(/decimal/)
    expect(() => quoteOnramp({ amount: '20', paymentCurrency: 'USD', purchaseCurrency: 'DOGE', method: 'card', prices, quoteId: 'q' })).toThrow(/not for sale/)
  })
})
