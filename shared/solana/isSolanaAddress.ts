import { base58 } from './base58'

const BASE58_32_TO_44 = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/

/**
 * §5's Solana address rule (base58 of 32–44 characters) tightened to what a transfer can use:
 * the text must also decode to exactly 32 bytes, so a 32-character string of the alphabet that
 * is too short a key is refused before it reaches a transaction.
 *
 * @example
 * isSolanaAddress('9CeuwYQL2gX4nT6tRWZpYmoSSWBNR2hKAhRwtWNHmXdi') // true
 * isSolanaAddress('alice.airlock') // false
 */
export function isSolanaAddress(value: string): boolean {
  if (!BASE58_32_TO_44.test(value)) return false
  return base58.decode(value).length === 32
}
