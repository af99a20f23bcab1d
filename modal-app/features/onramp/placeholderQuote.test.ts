import { describe, expect, it } from 'vitest'
import { MOCKED_QUOTE_ID, placeholderQuote } from './placeholderQuote'
import { t } from '../../ui/i18n/t'
import '../../ui/i18n/onrampMessages'

describe('placeholderQuote', () => {
  it('is the placeholder: the amount as total, no fee, nothing promised, id mocked-quote-id', () => {
    expect(placeholderQuote('50', 'EUR', 'ETH')).toEqual({
      fee: { amount: '0', currency: 'EUR' },
      subtotal: { amount: '50', currency: 'EUR' },
      total: { amount: '50', currency: 'EUR' },
      purchaseAmount: { amount: '0', currency: 'ETH' },
      quoteId: MOCKED_QUOTE_ID,
    })
    expect(MOCKED_QUOTE_ID).toBe('mocked-quote-id')
  })

  it('the limit message names the range and the currency', () => {
    expect(t('onramp.limits', { min: 10, max: 25000, currency: 'EUR' })).toBe('Amount must be between 10 and 25000 EUR')
  })
})
