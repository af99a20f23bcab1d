import { formatTokenAmount } from '../../../ui/format/formatTokenAmount'
import type { AirlockNetwork } from '../../../../shared/networks/networks'

/**
 * A wei-style quantity in the network's own currency, in full (no rounding) with thousands
 * separators: `5 ETH`, `10,000 ETH`. Values
 * that are not numbers are shown as they came, so nothing is hidden.
 *
 * @example
 * formatNative('0x4563918244f40000', mainnet) // '5 ETH'
 */
export function formatNative(value: unknown, network: AirlockNetwork | undefined): string {
  const amount = toBigInt(value)
  if (amount === undefined) return String(value)
  const { decimals, symbol } = network?.nativeCurrency ?? { decimals: 18, symbol: '' }
  return `${formatTokenAmount(amount, decimals)} ${symbol}`.trim()
}

/**
 * A JSON-RPC quantity as a bigint, or undefined when it isn't one.
 *
 * @example
 * toBigInt('0x10') // 16n
 */
export function toBigInt(value: unknown): bigint | undefined {
  if (value === undefined || value === null) return 0n
  try {
    return typeof value === 'string' || typeof value === 'number' || typeof value === 'bigint' ? BigInt(value) : undefined
  } catch {
    return undefined
  }
}
