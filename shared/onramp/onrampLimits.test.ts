import { describe, expect, it } from 'vitest'
import { onrampLimits } from './onrampLimits'

describe('onrampLimits', () => {
  it('has the defaults for card and bank in USD and EUR', () => {
    expect(onrampLimits('card', 'USD')).toEqual({ min: 10, max: 7500 })
    expect(onrampLimits('bank', 'EUR')).toEqual({ min: 10, max: 25000 })
  })

  it('takes the service options when they name the pair', () => {
    const options = { paymentCurrencies: [{ id: 'EUR' as const, limits: [{ id: 'card' as const, min: '20', max: '5000' }] }] }
    expect(onrampLimits('card', 'EUR', options)).toEqual({ min: 20, max: 5000 })
    expect(onrampLimits('card', 'USD', options)).toEqual({ min: 10, max: 7500 })
  })
})
