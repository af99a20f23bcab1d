/** The inputs of the §5 gas rule. */
export interface GasCheck {
  /** The native balance's USD value (§3 networkBalanceInUSD). */
  networkBalanceInUSD?: number
  /** The estimated network fee in USD (§3 gasPriceInUSD). */
  gasPriceInUSD?: number
  /** A smart account's fee is paid by its paymaster or bundler, never by this balance. */
  smartAccount: boolean
}

/**
 * §5: gas is insufficient when the native balance in USD is zero or below the gas price in USD;
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
