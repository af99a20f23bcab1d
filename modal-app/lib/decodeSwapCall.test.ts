import { encodeFunctionData, erc20Abi, parseAbi } from 'viem'
import { describe, expect, it } from 'vitest'
import { decodeSwapCall } from './decodeSwapCall'

const abi = parseAbi(['function swap(address tokenIn, address tokenOut, uint256 amountIn, uint256 minAmountOut, address to) payable returns (uint256)'])
const A = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const B = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

describe('decodeSwapCall', () => {
  it("reads the exchange's swap call", () => {
    const data = encodeFunctionData({ abi, functionName: 'swap', args: [A, B, 5n, 4n, B] })
    expect(decodeSwapCall(data)).toEqual({ tokenIn: A, tokenOut: B, amountIn: 5n, minAmountOut: 4n, recipient: B })
  })
  it('anything else is undefined', () => {
    expect(decodeSwapCall(encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [B, 1n] }))).toBeUndefined()
    expect(decodeSwapCall('0x')).toBeUndefined()
    expect(decodeSwapCall('nonsense')).toBeUndefined()
  })
})
