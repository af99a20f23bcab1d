import { describe, expect, it } from 'vitest'
import { encodeAbiParameters, encodeEventTopics, erc20Abi } from 'viem'
import { swappedEventAbi } from '../../../shared/swap/swappedEventAbi'
import { NATIVE_TOKEN_ADDRESS } from '../../../shared/swap/types'
import { receivedFromLogs } from './receivedFromLogs'
import type { ReceiptLog } from './waitForReceipt'

const me = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const other = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const ausd = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const exchange = '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0'

const transfer = (token: `0x${string}`, from: `0x${string}`, to: `0x${string}`, value: bigint): ReceiptLog => ({
  address: token,
  topics: encodeEventTopics({ abi: erc20Abi, eventName: 'Transfer', args: { from, to } }) as ReceiptLog['topics'],
  data: encodeAbiParameters([{ type: 'uint256' }], [value]),
})
const swapped = (tokenIn: `0x${string}`, tokenOut: `0x${string}`, amountIn: bigint, amountOut: bigint, to: `0x${string}`): ReceiptLog => ({
  address: exchange,
  topics: encodeEventTopics({ abi: swappedEventAbi, eventName: 'Swapped', args: { sender: me, tokenIn, tokenOut } }) as ReceiptLog['topics'],
  data: encodeAbiParameters([{ type: 'uint256' }, { type: 'uint256' }, { type: 'address' }], [amountIn, amountOut, to]),
})

describe('receivedFromLogs', () => {
  it('sums the token\'s Transfer logs to the recipient', () => {
    const logs = [transfer(ausd, exchange, me, 1_488_123_456n), transfer(ausd, exchange, other, 5n), transfer(exchange, exchange, me, 7n), swapped(NATIVE_TOKEN_ADDRESS, ausd, 10n ** 17n, 1_488_123_456n, me)]
    expect(receivedFromLogs(logs, `eip155:1:${ausd}`, me)).toBe(1_488_123_456n)
  })

  it('reads an ETH payout from the exchange\'s Swapped event', () => {
    const logs = [transfer(ausd, me, exchange, 100_000_000n), swapped(ausd, NATIVE_TOKEN_ADDRESS, 100_000_000n, 33_000_000_000_000_000n, me)]
    expect(receivedFromLogs(logs, `eip155:1:${NATIVE_TOKEN_ADDRESS}`, me)).toBe(33_000_000_000_000_000n)
  })

  it('is undefined when the logs say nothing (the caller falls back on the quote)', () => {
    expect(receivedFromLogs([], `eip155:1:${ausd}`, me)).toBeUndefined()
    expect(receivedFromLogs([transfer(ausd, exchange, other, 5n)], `eip155:1:${NATIVE_TOKEN_ADDRESS}`, me)).toBeUndefined()
  })
})
