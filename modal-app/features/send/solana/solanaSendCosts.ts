import { formatUnits, parseUnits } from 'viem'
import type { TokenBalance } from '../../../state/account/accountTypes'
import { isGasInsufficient } from '../isGasInsufficient'
import { toBaseUnits } from '../../../../shared/format/toBaseUnits'

/** Lamports per SOL, as decimals. */
export const SOL_DECIMALS = 9

/** What the Send form shows and checks of a Solana send's costs. */
export interface SolanaSendCosts {
  /** What Max fills in: a token's whole balance; for SOL the balance less the fee (and any rent), once the fee is known. */
  maxAmount?: string
  /** The network fee in USD at SOL's price (gasPriceInUSD, docs/entities.md#send-draft). */
  gasPriceInUSD?: number
  /** insufficient gas (docs/validation.md#gas), or SOL too short to pay the fee and rent on top of what is sent. */
  insufficient: boolean
  /** SOL to an address without an account: the least it must get (in SOL), when the amount is below it. */
  belowMinimum?: string
}

/**
 * The costs of a Solana send from its plan: the gas rule in USD (docs/validation.md#gas) (no SOL value, or less than
 * the fee; applied when SOL has a price), and, exactly in lamports, whether the SOL balance pays the fee plus the rent of a
 * token account the send creates plus, for SOL itself, the amount. SOL's Max leaves the fee
 * and rent, so a Max send never fails for the fee. SOL below a new receiver account's
 * rent-exempt minimum would fail on chain: it is flagged with that minimum. Unknown fee:
 * nothing flagged, no SOL Max.
 *
 * @example
 * solanaSendCosts({ token: sol, native: sol, amount: '1', plan: { feeLamports: 5000n, rentLamports: 0n } })
 * // { maxAmount: '0.999995', gasPriceInUSD: 0.00075, insufficient: false }
 */
export function solanaSendCosts(input: {
  token: TokenBalance
  native?: TokenBalance
  amount: string
  plan?: { feeLamports: bigint; rentLamports: bigint; receiverMinimumLamports?: bigint }
}): SolanaSendCosts {
  const { token, native, plan } = input
  const isSol = !token.address
  if (!plan) return { maxAmount: isSol ? undefined : token.quantity.numeric, insufficient: false }
  const lamports = native ? parseUnits(native.quantity.numeric, SOL_DECIMALS) : 0n
  const costs = plan.feeLamports + plan.rentLamports
  const gasPriceInUSD = Number(formatUnits(plan.feeLamports, SOL_DECIMALS)) * (native?.price ?? 0)
  const sent = isSol ? (toBaseUnits(input.amount, SOL_DECIMALS) ?? 0n) : 0n
  // Without a SOL price the USD rule can't be read (every balance would be "$0"): lamports decide alone.
  const priced = (native?.price ?? 0) > 0 || !native
  const insufficient = (priced && isGasInsufficient({ networkBalanceInUSD: native?.value ?? 0, gasPriceInUSD, smartAccount: false })) || lamports < costs + sent
  const maxAmount = isSol ? formatUnits(lamports > costs ? lamports - costs : 0n, SOL_DECIMALS) : token.quantity.numeric
  const minimum = isSol ? (plan.receiverMinimumLamports ?? 0n) : 0n
  const belowMinimum = sent > 0n && sent < minimum ? formatUnits(minimum, SOL_DECIMALS) : undefined
  return { maxAmount, gasPriceInUSD, insufficient, ...(belowMinimum ? { belowMinimum } : {}) }
}
