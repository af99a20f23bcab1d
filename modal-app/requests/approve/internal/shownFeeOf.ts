import { resolveTransactionFee, type FeeFields, type TransactionFee } from '../../../lib/resolveTransactionFee'

/** The fee an approval shows: resolved from the request, or refused. */
export type ShownFee = { fee: TransactionFee; refused?: undefined } | { fee?: undefined; refused: string }

/**
 * The fee of a transaction approval as the wallet will sign it (`resolveTransactionFee` of the
 * request alone): the RPC router already filled a dapp's priced transaction with the gas limit
 * and fees read from the chain (`fillTransactionFee`), and the wallet gets that same request, so
 * nothing here reads the chain again. A request the signer refuses (conflicting fee fields)
 * answers `refused` with the reason.
 *
 * @example
 * shownFeeOf({ gas: '0x5208', gasPrice: '0x2d79883d2000' }).fee?.maxFee // 1050000000000000000n
 */
export function shownFeeOf(tx: FeeFields): ShownFee {
  try {
    return { fee: resolveTransactionFee(tx) }
  } catch (error) {
    return { refused: error instanceof Error ? error.message : String(error) }
  }
}
