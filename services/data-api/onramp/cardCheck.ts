/** The test card numbers the local provider knows: the first pays, the second is declined. */
export const TEST_CARDS = { pays: '4242424242424242', declined: '4000000000000002' } as const

/**
 * Checks a test card form: digits pass the Luhn sum, the expiry (MM/YY) is not past, the CVC
 * has 3 or 4 digits. Returns why it is refused, or null; the declined test card is refused as
 * the bank would.
 *
 * @example
 * cardProblem({ card: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' }, new Date()) // null
 */
export function cardProblem(form: { card?: string; expiry?: string; cvc?: string }, now: Date): string | null {
  const digits = (form.card ?? '').replace(/[\s-]/g, '')
  if (!/^\d{12,19}$/.test(digits)) return 'Enter the card number'
  let sum = 0
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i])
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2
    sum += d
  }
  if (sum % 10 !== 0) return 'This card number is not valid'
  const m = /^(\d{2})\s*\/\s*(\d{2})$/.exec(form.expiry ?? '')
  const month = m ? Number(m[1]) : 0
  if (!m || month < 1 || month > 12) return 'Enter the expiry as MM/YY'
  const year = 2000 + Number(m[2])
  if (year < now.getUTCFullYear() || (year === now.getUTCFullYear() && month < now.getUTCMonth() + 1)) return 'This card has expired'
  if (!/^\d{3,4}$/.test(form.cvc ?? '')) return 'Enter the 3-digit CVC'
  if (digits === TEST_CARDS.declined) return 'Your card was declined'
  if (digits !== TEST_CARDS.pays) return 'Use the test card 4242 4242 4242 4242'
  return null
}
