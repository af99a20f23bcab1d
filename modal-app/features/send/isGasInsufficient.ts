/** The inputs of the gas rule (docs/validation.md#gas). */
export interface GasCheck {
  /** The native balance's USD value (networkBalanceInUSD, docs/entities.md#send-draft). */
  networkBalanceInUSD?: number
  /** The estimated network fee in USD (gasPriceInUSD, docs/entities.md#send-draft). */
  gasPriceInUSD?: number
  /** A smart account's fee is paid by its paymaster or bundler, never by this balance. */
  smartAccount: boolean
}

/**
 * docs/validation.md#gas: gas is insufficient when the native balance in USD is zero or below the gas price in USD;
 * a smart account is never treated as lacking gas. While the fee is unknown nothing is flagged.
 *
 * @example
 * isGasInsufficient({ networkBalanceInUSD: 0, gasPriceInUSD: 0.05, smartAccount: false }) // true
 */
export function isGasInsufficient({ networkBalanceInUSD, gasPriceInUSD, smartAccount }: GasCheck): boolean {
  if (smartAccount || gasPriceInUSD === undefined) return false
  const balance = networkBalanceInUSD ?? 0
  return balance <= 0 || balance < gasPriceInUSD
}
