import { encodeFunctionData, erc20Abi, maxUint256, parseAbi, parseEther, parseUnits, stringToHex } from 'viem'
import { describe, expect, it } from 'vitest'
import { mainnet } from '../../../shared/networks'
import { describeApproval } from './describeApproval'

const AUSD = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const EXCHANGE = '0x90F79bf6EB2c4f870365E785982E1f101E93b906'
const RECIPIENT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const NATIVE = '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE'
const token = (address: string) => (address.toLowerCase() === AUSD.toLowerCase() ? { symbol: 'AUSD', decimals: 6 } : undefined)
const swapAbi = parseAbi(['function swap(address tokenIn, address tokenOut, uint256 amountIn, uint256 minAmountOut, address to) payable returns (uint256)'])
const send = (tx: Record<string, unknown>, known = token) => describeApproval({ method: 'eth_sendTransaction', params: [tx], network: mainnet, address: ACCOUNT, token: known })

describe('describeApproval', () => {
  it('a token transfer names the real recipient and the amount in token units, not the contract and 0 ETH', () => {
    const data = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [RECIPIENT, parseUnits('5', 6)] })
    const headline = send({ from: ACCOUNT, to: AUSD, data })
    expect(headline?.text).toBe('Send 5 AUSD to 0x70…dc79C8')
    // The shortened address is given whole beside it, and the token contract too.
    expect(headline?.addresses).toEqual([
      { label: 'Recipient', address: RECIPIENT },
      { label: 'Token', address: AUSD },
    ])
    // Before the token's facts are read: base units, named by the contract, never a wrong unit.
    expect(send({ to: AUSD, data }, () => undefined)?.text).toBe('Send 5,000,000 base units of token 0x5F…180aa3 to 0x70…dc79C8')
  })

  it('amounts carry thousands separators', () => {
    const data = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [RECIPIENT, parseUnits('12345.5', 6)] })
    expect(send({ to: AUSD, data })?.text).toBe('Send 12,345.5 AUSD to 0x70…dc79C8')
    expect(send({ to: RECIPIENT, value: `0x${parseEther('10000').toString(16)}` })?.text).toBe('Send 10,000 ETH to 0x70…dc79C8')
  })

  it('a swap on the exchange says what goes in and the least that comes back', () => {
    const data = encodeFunctionData({ abi: swapAbi, functionName: 'swap', args: [NATIVE, AUSD, parseEther('0.5'), 1_473_200_000n, ACCOUNT] })
    const headline = send({ to: EXCHANGE, value: `0x${parseEther('0.5').toString(16)}`, data })
    expect(headline?.text).toBe('Swap 0.5 ETH for at least 1,473.2 AUSD')
    expect(headline?.addresses).toEqual([{ label: 'Contract', address: EXCHANGE }])
    // The other way, and a minimum with many decimals cut down (never up) to six.
    const back = encodeFunctionData({ abi: swapAbi, functionName: 'swap', args: [AUSD, NATIVE, parseUnits('100', 6), 31_234_567_891_234_567n, ACCOUNT] })
    expect(send({ to: EXCHANGE, data: back })?.text).toBe('Swap 100 AUSD for at least 0.031234 ETH')
  })

  it('attacker: a swap-shaped call whose attached ETH differs from what it says goes in is read as a plain call', () => {
    const data = encodeFunctionData({ abi: swapAbi, functionName: 'swap', args: [NATIVE, AUSD, parseEther('0.5'), 1_473_200_000n, ACCOUNT] })
    const more = send({ to: EXCHANGE, value: `0x${parseEther('5').toString(16)}`, data })
    expect(more?.text).toBe('Call the contract 0x90…93b906 with 5 ETH')
    // A token swap that also attaches ETH says the ETH, not the token.
    const back = encodeFunctionData({ abi: swapAbi, functionName: 'swap', args: [AUSD, NATIVE, parseUnits('100', 6), 1n, ACCOUNT] })
    expect(send({ to: EXCHANGE, value: `0x${parseEther('1').toString(16)}`, data: back })?.text).toBe('Call the contract 0x90…93b906 with 1 ETH')
  })

  it('a swap paying someone else says so', () => {
    const data = encodeFunctionData({ abi: swapAbi, functionName: 'swap', args: [NATIVE, AUSD, parseEther('1'), 1n, RECIPIENT] })
    const headline = send({ to: EXCHANGE, value: `0x${parseEther('1').toString(16)}`, data })
    expect(headline?.text).toBe('Swap 1 ETH for at least 0.000001 AUSD, paid to 0x70…dc79C8')
    expect(headline?.addresses).toContainEqual({ label: 'Recipient', address: RECIPIENT })
  })

  it('an ERC-20 approve names the spender and the cap; an unlimited one is called out with a warning', () => {
    const capped = encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [EXCHANGE, parseUnits('100', 6)] })
    expect(send({ to: AUSD, data: capped })).toEqual({
      text: 'Allow 0x90…93b906 to spend up to 100 AUSD',
      addresses: [
        { label: 'Spender', address: EXCHANGE },
        { label: 'Token', address: AUSD },
      ],
    })
    const unlimited = send({ to: AUSD, data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [EXCHANGE, maxUint256] }) })
    expect(unlimited?.text).toBe('Allow 0x90…93b906 to spend unlimited AUSD')
    expect(unlimited?.warning).toBe('Unlimited: it could take all the AUSD this account holds, now or later, until you revoke it.')
    const revoke = send({ to: AUSD, data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [EXCHANGE, 0n] }) })
    expect(revoke?.text).toBe('Stop 0x90…93b906 from spending AUSD')
  })

  it('other calls and deployments are named as such', () => {
    expect(send({ data: '0x6080' })?.text).toBe('Deploy a new contract')
    expect(send({ to: EXCHANGE, data: '0x12345678' })?.text).toBe('Call the contract 0x90…93b906')
    expect(send({ to: EXCHANGE, data: '0x12345678', value: '0xde0b6b3a7640000' })?.text).toBe('Call the contract 0x90…93b906 with 1 ETH')
  })

  it('a name registration message reads "Register <name>"; any other message "Sign a message"', () => {
    const message = JSON.stringify({ name: 'newcomer1.airlock', attributes: {}, timestamp: 1_795_939_200 })
    expect(describeApproval({ method: 'personal_sign', params: [stringToHex(message), ACCOUNT] })?.text).toBe('Register newcomer1.airlock')
    expect(describeApproval({ method: 'personal_sign', params: [stringToHex('hello'), ACCOUNT] })?.text).toBe('Sign a message')
    // A name outside the zone is not a registration here.
    const other = JSON.stringify({ name: 'vitalik.eth', timestamp: 1_795_939_200 })
    expect(describeApproval({ method: 'personal_sign', params: [stringToHex(other), ACCOUNT] })?.text).toBe('Sign a message')
  })

  it('typed data names its type and the app its domain names', () => {
    expect(describeApproval({ method: 'eth_signTypedData_v4', params: [ACCOUNT, { domain: { name: 'Ether Mail' }, primaryType: 'Mail', message: {} }] })?.text).toBe('Sign Mail for Ether Mail')
    expect(describeApproval({ method: 'eth_signTypedData_v4', params: [ACCOUNT, { message: {} }] })?.text).toBe('Sign structured data')
    expect(describeApproval({ method: 'wallet_getCapabilities', params: [] })).toBeUndefined()
  })
})
