import { decodeFunctionData, erc20Abi } from 'viem'

/** An ERC-20 call read from calldata. */
export interface TokenCall {
  kind: 'transfer' | 'approve'
  /** The recipient (transfer) or the spender (approve). */
  counterparty: string
  amount: bigint
}

/**
 * Reads ERC-20 `transfer` and `approve` calldata; anything else is left to be shown as raw hex.
 *
 * @example
 * decodeTokenCall('0xa9059cbb…')?.kind // 'transfer'
 */
export function decodeTokenCall(data: string): TokenCall | undefined {
  if (!/^0x(a9059cbb|095ea7b3)/i.test(data)) return undefined
  try {
    const decoded = decodeFunctionData({ abi: erc20Abi, data: data as `0x${string}` })
    if (decoded.functionName !== 'transfer' && decoded.functionName !== 'approve') return undefined
    const [counterparty, amount] = decoded.args as readonly [string, bigint]
    return { kind: decoded.functionName, counterparty, amount }
  } catch {
    return undefined
  }
}
