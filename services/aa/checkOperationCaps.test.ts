import { encodeFunctionData, parseEther, parseGwei } from 'viem'
import type { UserOperation } from 'viem/account-abstraction'
import { describe, expect, it } from 'vitest'
import { simpleAccountAbi } from '../../shared/aa/simpleAccountAbi'
import { parseSponsorshipPolicy } from '../fixtures/projects/parseSponsorshipPolicy'
import { checkOperationCaps, maxCostOf } from './checkOperationCaps'

const GAME = '0x1111111111111111111111111111111111111111'
const OTHER = '0x2222222222222222222222222222222222222222'
const op = (over: Partial<UserOperation<'0.7'>> = {}): UserOperation<'0.7'> => ({
  sender: '0x3333333333333333333333333333333333333333',
  nonce: 0n,
  callData: encodeFunctionData({ abi: simpleAccountAbi, functionName: 'execute', args: [GAME, 0n, '0x'] }),
  callGasLimit: 100_000n,
  verificationGasLimit: 300_000n,
  preVerificationGas: 60_000n,
  maxFeePerGas: parseGwei('2'),
  maxPriorityFeePerGas: parseGwei('1'),
  paymasterVerificationGasLimit: 100_000n,
  paymasterPostOpGasLimit: 0n,
  signature: '0x',
  ...over,
})
const ctx = { final: true, projectId: 'p' }

describe('checkOperationCaps', () => {
  it('prices the worst case as every gas limit × maxFeePerGas', () => {
    expect(maxCostOf(op())).toBe(560_000n * parseGwei('2'))
  })

  it('refuses each gas field, the fee, a priority fee above it and the worst case above their caps, naming the field', () => {
    const policy = parseSponsorshipPolicy({ maxCostPerOperation: '0.002' }, 'test')
    expect(() => checkOperationCaps(op(), policy, ctx)).not.toThrow()
    for (const [over, field] of [
      [{ preVerificationGas: 10_000_000n }, 'preVerificationGas'],
      [{ callGasLimit: 2_000_001n }, 'callGasLimit'],
      [{ paymasterVerificationGasLimit: 300_001n }, 'paymasterVerificationGasLimit'],
      [{ maxFeePerGas: parseGwei('5000'), maxPriorityFeePerGas: 1n }, 'maxFeePerGas'],
      [{ maxPriorityFeePerGas: parseGwei('3') }, 'maxPriorityFeePerGas'],
      [{ maxFeePerGas: parseGwei('100'), maxPriorityFeePerGas: 1n }, 'maximum cost'],
    ] as const) {
      expect(() => checkOperationCaps(op(over), policy, ctx)).toThrow(expect.objectContaining({ code: -32001, data: expect.objectContaining({ reason: 'operationCap', field }) }))
    }
    // Before estimation the worst case is unknown: pm_getPaymasterStubData checks the fields given only.
    expect(() => checkOperationCaps(op({ maxFeePerGas: parseGwei('100'), maxPriorityFeePerGas: 1n }), policy, { ...ctx, final: false })).not.toThrow()
    expect(policy.maxCostPerOperation).toBe(parseEther('0.002'))
  })

  it('with allowedTargets, sponsors execute / executeBatch calls to those contracts only', () => {
    const policy = parseSponsorshipPolicy({ allowedTargets: [GAME] }, 'test')
    const batch = (targets: `0x${string}`[]) => encodeFunctionData({ abi: simpleAccountAbi, functionName: 'executeBatch', args: [targets, targets.map(() => 0n), targets.map(() => '0x' as const)] })
    expect(() => checkOperationCaps(op(), policy, ctx)).not.toThrow()
    expect(() => checkOperationCaps(op({ callData: batch([GAME, GAME]) }), policy, ctx)).not.toThrow()
    for (const callData of [
      encodeFunctionData({ abi: simpleAccountAbi, functionName: 'execute', args: [OTHER, 0n, '0x'] }),
      batch([GAME, OTHER]),
      // Not the account's execute at all (an upgrade, a raw selector): nothing to check, so refused.
      '0xdeadbeef' as const,
    ]) {
      expect(() => checkOperationCaps(op({ callData }), policy, ctx)).toThrow(expect.objectContaining({ data: expect.objectContaining({ reason: 'targetNotAllowed' }) }))
    }
  })
})
