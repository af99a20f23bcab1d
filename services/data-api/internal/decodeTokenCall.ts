import { decodeFunctionData, erc20Abi, getAddress, type Address, type Hex } from 'viem'

/** An ERC-20 call read from a transaction's input: whom it pays or allows, and how much. */
export interface TokenCall {
  kind: 'transfer' | 'approve'
  /** The recipient of a transfer, the spender of an approval. */
  target: Address
  /** Base units. */
  amount: bigint
}

/**
 * Decodes a token transaction's input when it is an ERC-20 `transfer(to, amount)` or
 * `approve(spender, amount)`; anything else (another function, bad calldata) is undefined. The
 * history uses it where no Transfer log tells the story: a failed transfer, an approval.
 *
 * @example
 * decodeTokenCall('0xa9059cbb…') // { kind: 'transfer', target: '0x7099…79C8', amount: 5000000n }
 */
export function decodeTokenCall(input: Hex): TokenCall | undefined {
  try {
    const call = decodeFunctionData({ abi: erc20Abi, data: input })
    if (call.functionName === 'transfer' || call.functionName === 'approve') {
      const [target, amount] = call.args
      return { kind: call.functionName, target: getAddress(target), amount }
    }
  } catch {
    // Not an ERC-20 call the history names (a mint, a swap, plain data).
  }
  return undefined
}
