/** A token amount as Solana's RPC writes it (`getTokenAccountBalance`, token balances in meta). */
export interface UiTokenAmount {
  amount: string
  decimals: number
  uiAmount: number | null
  uiAmountString: string
}

/**
 * Formats a raw token amount with its mint's decimals the way Solana's RPC does: the exact
 * integer as a string, a float `uiAmount` and a trimmed decimal string.
 *
 * @example
 * uiTokenAmount(1_500_000n, 6) // { amount: '1500000', decimals: 6, uiAmount: 1.5, uiAmountString: '1.5' }
 */
export function uiTokenAmount(amount: bigint, decimals: number): UiTokenAmount {
  const digits = amount.toString().padStart(decimals + 1, '0')
  const whole = digits.slice(0, digits.length - decimals)
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '')
  const uiAmountString = fraction ? `${whole}.${fraction}` : whole
  return { amount: amount.toString(), decimals, uiAmount: Number(uiAmountString), uiAmountString }
}
