import { SOLANA_ADDRESS } from '../caip/caip'
import { base58 } from './base58'

/**
 * the Solana address rule (docs/validation.md#addresses) (base58 of 32–44 characters) tightened to what a transfer can use:
 * the text must also decode to exactly 32 bytes, so a 32-character string of the alphabet that
 * is too short a key is refused before it reaches a transaction. Anything not a string is not an
 * address (a wallet's answer is checked with it as it comes).
 *
 * @example
 * isSolanaAddress('9CeuwYQL2gX4nT6tRWZpYmoSSWBNR2hKAhRwtWNHmXdi') // true
 * isSolanaAddress('alice.airlock') // false
 */
export function isSolanaAddress(value: unknown): value is string {
  if (typeof value !== 'string' || !SOLANA_ADDRESS.test(value)) return false
  return base58.decode(value).length === 32
}
