import { encodeFunctionData, erc20Abi, parseAbi } from 'viem'
import { describe, expect, it } from 'vitest'
import type { SwapTransaction } from '../../../shared/swap/types'
import { builtAsReviewed } from './builtAsReviewed'

const abi = parseAbi(['function swap(address tokenIn, address tokenOut, uint256 amountIn, uint256 minAmountOut, address to) payable returns (uint256)'])
const NATIVE = '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE'
const AUSD = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const EXCHANGE = '0x90F79bf6EB2c4f870365E785982E1f101E93b906'
const USER = '0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65'
const OTHER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const tx = (to: string, data: `0x${string}`, value = '0'): SwapTransaction => ({ from: USER, to, data, value, eip155: { gas: '1', gasPrice: '1' } })
const swap = (tokenIn: string, tokenOut: string, amountIn: bigint, to = USER) => encodeFunctionData({ abi, functionName: 'swap', args: [tokenIn as `0x${string}`, tokenOut as `0x${string}`, amountIn, 1n, to as `0x${string}`] })
const ethForAusd = { userAddress: USER, from: { address: `eip155:1:${NATIVE.toLowerCase()}` }, to: { address: `eip155:1:${AUSD}` }, amount: '500' }
const ausdForEth = { userAddress: USER, from: { address: `eip155:1:${AUSD}` }, to: { address: `eip155:1:${NATIVE.toLowerCase()}` }, amount: '100' }

describe('builtAsReviewed', () => {
  it('the swap the visitor reviewed: the tokens, the amount, their own account, ETH only for an ETH sale', () => {
    expect(builtAsReviewed(tx(EXCHANGE, swap(NATIVE, AUSD, 500n), '500'), ethForAusd, 'swap')).toBe(true)
    expect(builtAsReviewed(tx(EXCHANGE, swap(AUSD, NATIVE, 100n)), ausdForEth, 'swap')).toBe(true)
  })
  it('anything else is not skipped: another amount, token, recipient, value, or not a swap', () => {
    expect(builtAsReviewed(tx(EXCHANGE, swap(NATIVE, AUSD, 501n), '501'), ethForAusd, 'swap')).toBe(false)
    expect(builtAsReviewed(tx(EXCHANGE, swap(NATIVE, OTHER, 500n), '500'), ethForAusd, 'swap')).toBe(false)
    expect(builtAsReviewed(tx(EXCHANGE, swap(NATIVE, AUSD, 500n, OTHER), '500'), ethForAusd, 'swap')).toBe(false)
    expect(builtAsReviewed(tx(EXCHANGE, swap(NATIVE, AUSD, 500n), '5000'), ethForAusd, 'swap')).toBe(false)
    expect(builtAsReviewed(tx(EXCHANGE, swap(AUSD, NATIVE, 100n), '1'), ausdForEth, 'swap')).toBe(false)
    expect(builtAsReviewed(tx(EXCHANGE, '0x12345678', '500'), ethForAusd, 'swap')).toBe(false)
  })
  it('the allowance step: exactly the amount sold, on the token sold, no ETH', () => {
    const approve = (amount: bigint) => encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [EXCHANGE, amount] })
    expect(builtAsReviewed(tx(AUSD, approve(100n)), ausdForEth, 'approve')).toBe(true)
    expect(builtAsReviewed(tx(AUSD, approve(2n ** 256n - 1n)), ausdForEth, 'approve')).toBe(false)
    expect(builtAsReviewed(tx(OTHER, approve(100n)), ausdForEth, 'approve')).toBe(false)
    expect(builtAsReviewed(tx(AUSD, approve(100n), '1'), ausdForEth, 'approve')).toBe(false)
  })
})
