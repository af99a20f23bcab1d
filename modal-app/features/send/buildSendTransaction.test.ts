import { decodeFunctionData, erc20Abi } from 'viem'
import { describe, expect, it } from 'vitest'
import { ErrorText } from '../../../shared/errors/messages'
import type { TokenBalance } from '../../state/account/accountTypes'
import { buildSendTransaction } from './buildSendTransaction'

const from = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const to = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const token = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const eth: TokenBalance = { name: 'Ether', symbol: 'ETH', chainId: 'eip155:1', value: 3000, price: 3000, quantity: { decimals: '18', numeric: '1' }, iconUrl: '' }
const ausd: TokenBalance = { ...eth, symbol: 'AUSD', address: `eip155:1:${token}`, quantity: { decimals: '6', numeric: '10' } }

describe('buildSendTransaction', () => {
  it('builds a native transfer in wei with the chain id', () => {
    expect(buildSendTransaction({ from, caipNetworkId: 'eip155:8453', token: eth, amount: '0.001', receiver: to, gasPrice: '1000000000' })).toEqual({
      from,
      to,
      value: '0x38d7ea4c68000',
      chainId: '0x2105',
    })
  })
  it('builds an ERC-20 transfer to the token contract', () => {
    const tx = buildSendTransaction({ from, caipNetworkId: 'eip155:1', token: ausd, amount: '1.5', receiver: to })
    expect(tx.to).toBe(token)
    expect(tx.value).toBe('0x0')
    const call = decodeFunctionData({ abi: erc20Abi, data: tx.data! })
    expect(call.functionName).toBe('transfer')
    expect(call.args).toEqual([to, 1_500_000n])
  })
  it('refuses a missing or bad amount or receiver with the exact text', () => {
    const bad = [
      { amount: undefined, receiver: to },
      { amount: '0', receiver: to },
      { amount: '-1', receiver: to },
      { amount: '1.0000001', receiver: to, token: ausd },
      { amount: '1', receiver: 'bob' },
      { amount: '1', receiver: undefined },
    ]
    for (const b of bad) {
      expect(() => buildSendTransaction({ from, caipNetworkId: 'eip155:1', token: eth, gasPrice: '1', ...b })).toThrow(ErrorText.invalidAmountReceiver)
    }
  })
  it('needs the gas price for a native send', () => {
    expect(() => buildSendTransaction({ from, caipNetworkId: 'eip155:1', token: eth, amount: '1', receiver: to })).toThrow(ErrorText.invalidAmountReceiver)
  })
  it("throws 'Unsupported chain' outside eip155", () => {
    expect(() => buildSendTransaction({ from, caipNetworkId: 'bip122:000000000019d6689c085ae165831e93', token: eth, amount: '1', receiver: to })).toThrow(ErrorText.unsupportedChain)
  })
})
