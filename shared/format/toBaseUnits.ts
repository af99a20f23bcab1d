import { parseUnits } from 'viem'

/**
 * A decimal amount in a token's base units (wei, lamports, …), exactly: undefined for anything
 * that is not a plain positive-or-zero decimal or that has more decimals than the token, so a
 * send never rounds what the visitor typed.
 *
 * @example
 * toBaseUnits('1.5', 6) // 1500000n
 * toBaseUnits('0.0000001', 6) // undefined
 */
export function toBaseUnits(amount: string, decimals: number): bigint | undefined {
  const trimmed = amount.trim()
  if (!/^\d+(\.\d+)?$/.test(trimmed)) return undefined
  const fraction = trimmed.split('.')[1] ?? ''
  if (fraction.length > decimals) return undefined
  return parseUnits(trimmed, decimals)
}
