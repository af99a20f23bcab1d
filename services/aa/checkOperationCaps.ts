import { decodeFunctionData, isAddressEqual, type Address } from 'viem'
import type { UserOperation } from 'viem/account-abstraction'
import { simpleAccountAbi } from '../../shared/aa/simpleAccountAbi'
import type { SponsorshipPolicy } from '../fixtures/projects/parseSponsorshipPolicy'
import { SponsorshipRefusedError } from './SponsorshipRefusedError'

const GAS_FIELDS = ['callGasLimit', 'verificationGasLimit', 'preVerificationGas', 'paymasterVerificationGasLimit', 'paymasterPostOpGasLimit'] as const

/** The most an operation can take from the paymaster's deposit: every gas limit it may use × maxFeePerGas. */
export function maxCostOf(op: UserOperation<'0.7'>): bigint {
  const gas = GAS_FIELDS.reduce((total, field) => total + (op[field] ?? 0n), 0n)
  return gas * op.maxFeePerGas
}

/** The contracts the account's callData calls: SimpleAccount `execute` / `executeBatch`; undefined for anything else. */
function targetsOf(callData: UserOperation<'0.7'>['callData']): Address[] | undefined {
  try {
    const decoded = decodeFunctionData({ abi: simpleAccountAbi, data: callData })
    if (decoded.functionName === 'execute') return [decoded.args[0]]
    if (decoded.functionName === 'executeBatch') return [...decoded.args[0]]
  } catch {
    // Not a call the account's own ABI knows.
  }
  return undefined
}

/**
 * Checks one user operation against the project's per-operation caps before anything is
 * signed: each gas limit, `maxFeePerGas` (and a priority fee not above it), the worst-case cost
 * (all gas limits × maxFeePerGas) and, when the operator lists `allowedTargets`, that the
 * account's `execute` / `executeBatch` calls only those. For ERC-7677's `pm_getPaymasterStubData` (`final: false`)
 * the gas limits are not estimated yet, so only what is there is checked. Throws
 * SponsorshipRefusedError `operationCap` or `targetNotAllowed`, naming the field.
 *
 * @example
 * checkOperationCaps(userOperation, project.sponsorship, { final: true, projectId: project.id })
 */
export function checkOperationCaps(op: UserOperation<'0.7'>, policy: SponsorshipPolicy, { final, projectId }: { final: boolean; projectId: string }): void {
  const refuse = (field: string, limit: bigint) => {
    throw new SponsorshipRefusedError(`The user operation's ${field} is above what this project sponsors (${limit}).`, { reason: 'operationCap', projectId, field })
  }
  for (const field of GAS_FIELDS) {
    const value = op[field]
    if (value !== undefined && value > policy.maxGas[field]) refuse(field, policy.maxGas[field])
  }
  if (op.maxFeePerGas > policy.maxFeePerGas) refuse('maxFeePerGas', policy.maxFeePerGas)
  if (op.maxPriorityFeePerGas > op.maxFeePerGas) refuse('maxPriorityFeePerGas', op.maxFeePerGas)
  if (final && maxCostOf(op) > policy.maxCostPerOperation) refuse('maximum cost', policy.maxCostPerOperation)
  if (policy.allowedTargets) {
    const targets = targetsOf(op.callData)
    const allowed = policy.allowedTargets
    if (!targets || targets.some((t) => !allowed.some((a) => isAddressEqual(a, t)))) {
      throw new SponsorshipRefusedError('The user operation calls a contract this project does not sponsor.', { reason: 'targetNotAllowed', projectId })
    }
  }
}
