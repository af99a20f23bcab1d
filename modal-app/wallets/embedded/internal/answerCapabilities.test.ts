import { describe, expect, it } from 'vitest'
import { answerCapabilities } from './answerCapabilities'

const address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const ctx = { address, smartAccount: true, networks: ['eip155:1', 'eip155:8453'] }

describe('answerCapabilities', () => {
  it('answers atomic + paymasterService per chain with a bundler while the account is the smart account', () => {
    expect(answerCapabilities([address.toLowerCase()], ctx)).toEqual({
      '0x1': { atomic: { status: 'supported' }, paymasterService: { supported: true } },
      '0x2105': { atomic: { status: 'supported' }, paymasterService: { supported: true } },
    })
  })

  it('says paymasterService is unsupported when the project has no paymaster', () => {
    expect(answerCapabilities([address, ['0x1']], { ...ctx, sponsored: false })).toEqual({ '0x1': { atomic: { status: 'supported' }, paymasterService: { supported: false } } })
  })

  it('filters by the requested chain ids and says unsupported for the key account', () => {
    expect(answerCapabilities([address, ['0x2105']], { ...ctx, smartAccount: false })).toEqual({ '0x2105': { atomic: { status: 'unsupported' } } })
  })

  it('gives the exact text when the address is missing, 4100 for another address', () => {
    expect(() => answerCapabilities([], ctx)).toThrow(expect.objectContaining({ code: -32602, message: 'Missing address parameter in `wallet_getCapabilities` request' }))
    expect(() => answerCapabilities(undefined, ctx)).toThrow('Missing address parameter in `wallet_getCapabilities` request')
    expect(() => answerCapabilities(['0x0000000000000000000000000000000000000001'], ctx)).toThrow(expect.objectContaining({ code: 4100 }))
  })
})
