import { encodeFunctionData, erc20Abi, maxUint256, parseAbi } from 'viem'
import { describe, expect, it } from 'vitest'
import { evmOutflows } from './evmOutflows'

const TOKEN = '0x5fbdb2315678afecb367f032d93f642f64180aa3'
const OTHER = '0x70997970c51812dc3a04c010e2b6c3ee6f5acf3a'
const ME = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266'
const transfer = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [OTHER, 10_000_000_000n] })
const approve = (amount: bigint) => encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [OTHER, amount] })
const send = (tx: Record<string, unknown>) => evmOutflows({ method: 'eth_sendTransaction', params: [tx] })

describe('evmOutflows', () => {
  it('reads a plain send’s value and an ERC-20 transfer’s amount of its token (the value in calldata)', () => {
    expect(send({ to: OTHER, value: '0x38d7ea4c68000' })).toEqual([{ amount: 10n ** 15n }])
    expect(send({ to: TOKEN, data: transfer })).toEqual([{ amount: 10_000_000_000n, token: TOKEN.toLowerCase() }])
    expect(send({ to: TOKEN, input: transfer, value: '0x1' })).toEqual([{ amount: 1n }, { amount: 10_000_000_000n, token: TOKEN.toLowerCase() }])
  })

  it('reads a swap’s token in, and its native in as the value attached', () => {
    const abi = parseAbi(['function swap(address tokenIn, address tokenOut, uint256 amountIn, uint256 minAmountOut, address to) payable returns (uint256)'])
    const tokenIn = encodeFunctionData({ abi, functionName: 'swap', args: [TOKEN, '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee', 5_000_000n, 1n, ME] })
    expect(send({ to: OTHER, data: tokenIn })).toEqual([{ amount: 5_000_000n, token: TOKEN.toLowerCase() }])
    const nativeIn = encodeFunctionData({ abi, functionName: 'swap', args: ['0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee', TOKEN, 10n ** 18n, 1n, ME] })
    expect(send({ to: OTHER, data: nativeIn, value: '0xde0b6b3a7640000' })).toEqual([{ amount: 10n ** 18n }])
  })

  it('attacker: an allowance, a permit and transferFrom can’t be priced, so they are named as such; a revoke moves nothing', () => {
    expect(send({ to: TOKEN, data: approve(maxUint256) })).toEqual([{ unpriced: expect.stringContaining('allowance') }])
    expect(send({ to: TOKEN, data: approve(1n) })).toHaveLength(1)
    expect(send({ to: TOKEN, data: approve(0n) })).toEqual([])
    const increase = encodeFunctionData({ abi: parseAbi(['function increaseAllowance(address,uint256)']), functionName: 'increaseAllowance', args: [OTHER, 1n] })
    expect(send({ to: TOKEN, data: increase })).toEqual([{ unpriced: expect.stringContaining('increaseAllowance') }])
    const pull = encodeFunctionData({ abi: erc20Abi, functionName: 'transferFrom', args: [ME, OTHER, 1n] })
    expect(send({ to: TOKEN, data: pull })).toEqual([{ unpriced: expect.stringContaining('transferFrom') }])
    const permit = { domain: { name: 'USD Coin', chainId: 1, verifyingContract: TOKEN }, primaryType: 'Permit', types: { Permit: [{ name: 'owner', type: 'address' }, { name: 'spender', type: 'address' }, { name: 'value', type: 'uint256' }] }, message: { owner: ME, spender: OTHER, value: '1' } }
    expect(evmOutflows({ method: 'eth_signTypedData_v4', params: [ME, JSON.stringify(permit)] })).toEqual([{ unpriced: expect.stringContaining('permit') }])
    expect(evmOutflows({ method: 'eth_signTypedData_v4', params: [ME, { ...permit, primaryType: 'Mail', types: { Mail: [{ name: 'contents', type: 'string' }] }, message: { contents: 'hi' } }] })).toEqual([])
  })

  it('attacker: a call the modal can’t read sent with value, and a user operation, can’t be priced; one without value moves nothing of its own', () => {
    expect(send({ to: OTHER, data: '0xdeadbeef', value: '0x1' })).toEqual([{ unpriced: expect.stringContaining('sent with value') }])
    expect(send({ to: OTHER, data: '0xdeadbeef' })).toEqual([])
    expect(evmOutflows({ method: 'eth_sendUserOperation', params: [{ callData: '0x' }] })).toEqual([{ unpriced: expect.stringContaining('user operation') }])
  })

  it('reads every call of a batch: a token transfer hidden behind a plain send is counted', () => {
    const calls = [{ to: OTHER, value: '0x1' }, { to: TOKEN, data: transfer }, { to: TOKEN, data: approve(5n) }]
    expect(evmOutflows({ method: 'wallet_sendCalls', params: [{ calls }] })).toEqual([{ amount: 1n }, { amount: 10_000_000_000n, token: TOKEN.toLowerCase() }, { unpriced: expect.any(String) }])
  })

  it('moves nothing for reads, messages and unreadable params', () => {
    expect(evmOutflows({ method: 'personal_sign', params: ['0x68', ME] })).toEqual([])
    expect(evmOutflows({ method: 'eth_sendTransaction', params: [] })).toEqual([])
    expect(evmOutflows({ method: 'wallet_sendCalls', params: [{}] })).toEqual([])
  })

  it('attacker: a dapp-set price carries its max fee out too (the signer’s when it resolved it), none for a smart account’s operation', () => {
    const GWEI = 1_000_000_000n
    expect(send({ to: OTHER, value: '0x1', gas: '0x5208', gasPrice: `0x${(50_000n * GWEI).toString(16)}` })).toEqual([{ amount: 1n }, { amount: 21_000n * 50_000n * GWEI }])
    expect(evmOutflows({ method: 'eth_sendTransaction', params: [{ to: OTHER, gasPrice: '0x1' }] }, 10n ** 18n)).toEqual([{ amount: 10n ** 18n }])
    expect(evmOutflows({ method: 'eth_sendTransaction', params: [{ to: OTHER, gas: '0x5208', gasPrice: '0x1' }] }, 0n)).toEqual([])
  })
})
