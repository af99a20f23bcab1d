import { isAddress, parseEther, parseGwei, type Address } from 'viem'

/**
 * What the paymaster will pay for one project: caps per user operation (each gas limit, the fee
 * per gas and the worst-case cost), per sender and per project over a rolling period, and
 * optionally the only contracts a sponsored operation may call. Amounts are wei.
 */
export interface SponsorshipPolicy {
  /** Length of the rolling window the sender and project caps count over, in seconds. */
  periodSeconds: number
  /** Upper bounds of the operation's gas limits (the paymaster's own included). */
  maxGas: {
    callGasLimit: bigint
    verificationGasLimit: bigint
    preVerificationGas: bigint
    paymasterVerificationGasLimit: bigint
    paymasterPostOpGasLimit: bigint
  }
  /** Upper bound of `maxFeePerGas` (and so of `maxPriorityFeePerGas`). */
  maxFeePerGas: bigint
  /** Upper bound of the worst case one operation can cost: every gas limit summed × maxFeePerGas. */
  maxCostPerOperation: bigint
  /** What one sender (smart account) may be sponsored for within a period. */
  maxPerSender: bigint
  /** What the whole project may be sponsored for within a period. */
  maxPerProject: bigint
  /** When set, the only contracts a sponsored operation's calls may name (SimpleAccount execute / executeBatch). */
  allowedTargets?: readonly Address[]
}

/**
 * The local defaults: room for an account's deployment plus a batch at a few gwei, far from the
 * 1e7 gas at 5,000 gwei (about 50 ETH) an attacker would ask for; a day's window.
 */
export const defaultSponsorshipPolicy: Readonly<SponsorshipPolicy> = Object.freeze({
  periodSeconds: 24 * 3600,
  maxGas: Object.freeze({
    callGasLimit: 2_000_000n,
    verificationGasLimit: 1_500_000n,
    preVerificationGas: 300_000n,
    paymasterVerificationGasLimit: 300_000n,
    paymasterPostOpGasLimit: 100_000n,
  }),
  maxFeePerGas: parseGwei('200'),
  maxCostPerOperation: parseEther('0.05'),
  maxPerSender: parseEther('0.5'),
  maxPerProject: parseEther('20'),
})

const GAS_FIELDS = ['callGasLimit', 'verificationGasLimit', 'preVerificationGas', 'paymasterVerificationGasLimit', 'paymasterPostOpGasLimit'] as const

function positiveInteger(raw: unknown, where: string): bigint {
  if (typeof raw !== 'number' || !Number.isSafeInteger(raw) || raw <= 0) throw new Error(`${where} must be a positive whole number`)
  return BigInt(raw)
}

function ether(raw: unknown, where: string): bigint {
  if (typeof raw !== 'string' || !/^\d+(\.\d{1,18})?$/.test(raw)) throw new Error(`${where} must be an amount of ETH as a string, like "0.05"`)
  return parseEther(raw)
}

/**
 * Reads a project's `sponsorship` entry of config/projects.json over the local defaults: ETH
 * amounts as decimal strings (`"maxPerSender": "0.5"`), `maxFeePerGasGwei` and the gas limits
 * as numbers, `periodHours`, and `allowedTargets` as addresses. Anything else throws with the
 * entry named, so a typo never leaves a cap off.
 *
 * @example
 * parseSponsorshipPolicy({ maxPerSender: '0.01', allowedTargets: ['0x…'] }, 'projects[0].sponsorship').maxPerSender // 10n ** 16n
 */
export function parseSponsorshipPolicy(raw: unknown, where: string): SponsorshipPolicy {
  const policy: SponsorshipPolicy = { ...defaultSponsorshipPolicy, maxGas: { ...defaultSponsorshipPolicy.maxGas } }
  if (raw === undefined) return policy
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) throw new Error(`${where} must be an object like { "maxPerSender": "0.5" }`)
  for (const [key, value] of Object.entries(raw)) {
    const at = `${where}.${key}`
    if (key === 'periodHours') policy.periodSeconds = Number(positiveInteger(value, at)) * 3600
    else if (key === 'maxFeePerGasGwei') policy.maxFeePerGas = positiveInteger(value, at) * 10n ** 9n
    else if (key === 'maxCostPerOperation' || key === 'maxPerSender' || key === 'maxPerProject') policy[key] = ether(value, at)
    else if (key === 'maxGas') {
      if (!value || typeof value !== 'object' || Array.isArray(value)) throw new Error(`${at} must be an object like { "callGasLimit": 2000000 }`)
      for (const [field, limit] of Object.entries(value)) {
        if (!(GAS_FIELDS as readonly string[]).includes(field)) throw new Error(`${at}.${field} is not a gas field (${GAS_FIELDS.join(', ')})`)
        policy.maxGas[field as (typeof GAS_FIELDS)[number]] = positiveInteger(limit, `${at}.${field}`)
      }
    } else if (key === 'allowedTargets') {
      if (!Array.isArray(value) || !value.every((a) => typeof a === 'string' && isAddress(a, { strict: false }))) throw new Error(`${at} must be a list of contract addresses`)
      policy.allowedTargets = Object.freeze([...(value as Address[])])
    } else throw new Error(`${at} is not a sponsorship setting (periodHours, maxGas, maxFeePerGasGwei, maxCostPerOperation, maxPerSender, maxPerProject, allowedTargets)`)
  }
  return policy
}
