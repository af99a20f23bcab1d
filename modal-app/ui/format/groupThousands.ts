/**
 * Puts thousands separators into a whole number's digits (a leading minus stays in front); the
 * one place the modal groups digits, so a balance, an approval's amount and a swap's outcome
 * read alike.
 *
 * @example
 * groupThousands('1234567') // '1,234,567'
 * groupThousands('-1234') // '-1,234'
 */
export function groupThousands(whole: string): string {
  return whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')
}
