import { describe, expect, it } from 'vitest'
import { cardProblem } from './cardCheck'

const now = new Date('2026-11-24T12:00:00Z')
const ok = { card: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' }

describe('cardProblem', () => {
  it('accepts the paying test card', () => {
    expect(cardProblem(ok, now)).toBeNull()
    expect(cardProblem({ ...ok, expiry: '11/26' }, now)).toBeNull()
  })

  it('refuses bad numbers, past expiries, bad CVCs and the declined card', () => {
    expect(cardProblem({ ...ok, card: '4242 4242 4242 4241' }, now)).toBe('This card number is not valid')
    expect(cardProblem({ ...ok, card: '' }, now)).toBe('Enter the card number')
    expect(cardProblem({ ...ok, expiry: '10/26' }, now)).toBe('This card has expired')
    expect(cardProblem({ ...ok, expiry: '13/30' }, now)).toBe('Enter the expiry as MM/YY')
    expect(cardProblem({ ...ok, cvc: '12' }, now)).toBe('Enter the 3-digit CVC')
    expect(cardProblem({ ...ok, card: '4000 0000 0000 0002' }, now)).toBe('Your card was declined')
    expect(cardProblem({ ...ok, card: '5555 5555 5555 4444' }, now)).toBe('Use the test card 4242 4242 4242 4242')
  })
})
