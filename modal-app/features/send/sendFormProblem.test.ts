import { describe, expect, it } from 'vitest'
import type { TokenBalance } from '../../state/account/accountTypes'
import { sendFormProblem, type SendForm } from './sendFormProblem'

const eth: TokenBalance = { name: 'Ether', symbol: 'ETH', chainId: 'eip155:1', value: 3000, price: 3000, quantity: { decimals: '18', numeric: '1.5' }, iconUrl: '' }
const ausd: TokenBalance = { ...eth, name: 'Airlock USD', symbol: 'AUSD', address: 'eip155:1:0x5FbDB2315678afecb367f032d93F642f64180aa3', quantity: { decimals: '6', numeric: '10' } }
const ok: SendForm = { token: eth, amount: '1', receiverInput: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', receiverAddress: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', resolving: false, gasInsufficient: false }

describe('sendFormProblem', () => {
  it('passes a complete form', () => {
    expect(sendFormProblem(ok)).toBeUndefined()
    expect(sendFormProblem({ ...ok, amount: '1.5' })).toBeUndefined()
  })
  it('asks for a token, then an amount', () => {
    expect(sendFormProblem({ ...ok, token: undefined })).toBe('noToken')
    expect(sendFormProblem({ ...ok, amount: ' ' })).toBe('enterAmount')
  })
  it('refuses bad amounts: negative, zero, text, too many decimals', () => {
    for (const amount of ['-1', '0', '0.000', 'abc', '1e3', '1.']) expect(sendFormProblem({ ...ok, amount })).toBe('invalidAmount')
    expect(sendFormProblem({ ...ok, token: ausd, amount: '0.0000001' })).toBe('invalidAmount')
  })
  it('refuses more than the balance, exactly (no float rounding)', () => {
    expect(sendFormProblem({ ...ok, amount: '1.500000000000000001' })).toBe('insufficientFunds')
    expect(sendFormProblem({ ...ok, token: ausd, amount: '10.000001' })).toBe('insufficientFunds')
    expect(sendFormProblem({ ...ok, token: ausd, amount: '10' })).toBeUndefined()
  })
  it('checks the receiver, waits for a name, then gas', () => {
    expect(sendFormProblem({ ...ok, receiverInput: '' })).toBe('enterReceiver')
    expect(sendFormProblem({ ...ok, receiverInput: 'bob.airlock', receiverAddress: undefined, resolving: true })).toBe('resolving')
    expect(sendFormProblem({ ...ok, receiverInput: 'nobody.airlock', receiverAddress: undefined })).toBe('invalidReceiver')
    expect(sendFormProblem({ ...ok, receiverAddress: '0x1234' })).toBe('invalidReceiver')
    expect(sendFormProblem({ ...ok, gasInsufficient: true })).toBe('insufficientGas')
  })
  it('on Solana wants a base58 receiver: hex and names get the exact text', () => {
    const sol: TokenBalance = { ...eth, symbol: 'SOL', chainId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1', quantity: { decimals: '9', numeric: '2' } }
    const solana = { ...ok, token: sol, namespace: 'solana', receiverInput: '9CeuwYQL2gX4nT6tRWZpYmoSSWBNR2hKAhRwtWNHmXdi', receiverAddress: '9CeuwYQL2gX4nT6tRWZpYmoSSWBNR2hKAhRwtWNHmXdi' }
    expect(sendFormProblem(solana)).toBeUndefined()
    expect(sendFormProblem({ ...solana, amount: '0.0000000001' })).toBe('invalidAmount')
    expect(sendFormProblem({ ...solana, receiverInput: ok.receiverAddress!, receiverAddress: ok.receiverAddress })).toBe('invalidReceiver')
    expect(sendFormProblem({ ...solana, receiverInput: 'alice.airlock', receiverAddress: undefined })).toBe('invalidReceiver')
    expect(sendFormProblem({ ...ok, receiverAddress: solana.receiverAddress })).toBe('invalidReceiver')
    expect(sendFormProblem({ ...solana, belowMinimum: true, gasInsufficient: true })).toBe('belowMinimum')
  })
})
