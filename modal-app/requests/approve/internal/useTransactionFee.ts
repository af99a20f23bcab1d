import { useEffect, useState } from 'react'
import type { AirlockNetwork } from '../../../../shared/networks/networks'
import { readFromNetwork } from '../../../clients/chainRpc/readFromNetwork'
import { trustedRpcUrlOf } from '../../../clients/chainRpc/trustedRpcUrlOf'
import { readFeeFacts, type FeeTransaction } from '../../../lib/readFeeFacts'
import { resolveTransactionFee, type TransactionFee } from '../../../lib/resolveTransactionFee'
import { selectRpcUrls } from '../../../state/options/viewSelectors'
import { useAppSelector } from '../../../store/hooks'

/** The fee an approval shows: resolved (at first from the request alone, then with the chain's facts), or refused. */
export type ShownFee = { fee: TransactionFee; refused?: undefined } | { fee?: undefined; refused: string }

/**
 * The fee of a transaction approval as the embedded key will sign it (`resolveTransactionFee`):
 * at once what the request alone decides, and, when the dapp set a price, the gas limit and
 * prices read from the chain's endpoint the signer uses (`readFeeFacts`), so the max fee shown
 * is the limit the signer will use times the price it will sign. A request the signer refuses
 * (conflicting fee fields) answers `refused` with the reason.
 *
 * @example
 * const shown = useTransactionFee(tx, network, address)
 * shown.fee?.maxFee // 1050000000000000000n
 */
export function useTransactionFee(tx: FeeTransaction, network: AirlockNetwork | undefined, from: string | undefined): ShownFee {
  const rpcUrls = useAppSelector(selectRpcUrls)
  let alone: ShownFee
  try {
    alone = { fee: resolveTransactionFee(tx) }
  } catch (error) {
    alone = { refused: error instanceof Error ? error.message : String(error) }
  }
  const key = JSON.stringify(tx)
  const [read, setRead] = useState<{ key: string; fee: TransactionFee }>()
  // Only a dapp's price needs the chain's facts here: without one, the wallet picks the price.
  const needsChain = alone.fee !== undefined && alone.fee.priced && alone.fee.maxFee === undefined
  useEffect(() => {
    if (!needsChain || !network || !from) return
    let live = true
    const chain = (method: string, params: unknown[]) => readFromNetwork(trustedRpcUrlOf(network, rpcUrls), method, params)
    readFeeFacts(chain, tx, from).then(
      (facts) => live && setRead({ key, fee: resolveTransactionFee(tx, facts) }),
      // No estimate (the call would revert): the signer gets none either, and signs nothing.
      () => undefined,
    )
    return () => {
      live = false
    }
    // The serialized key stands for the transaction's value.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, needsChain, network, rpcUrls, from])
  return read?.key === key && alone.fee ? { fee: read.fee } : alone
}
