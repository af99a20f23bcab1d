import { useEffect, useState } from 'react'
import { bitcoinNetworkKind } from '../../../../shared/bitcoin/bitcoinNetworkKind'
import { estimateSignedVsize } from '../../../../shared/bitcoin/estimateSignedVsize'
import { planBitcoinTransfer, TOO_LITTLE, type EsploraUtxo } from '../../../../shared/bitcoin/planBitcoinTransfer'
import type { AirlockNetwork } from '../../../../shared/networks/networks'
import { trustedRpcUrlOf } from '../../../clients/chainRpc/trustedRpcUrlOf'
import { esploraCall } from '../../../clients/esplora/esploraCall'
import { useAppSelector } from '../../../store/hooks'
import { selectRpcUrls } from '../../../state/options/viewSelectors'
import type { BitcoinTransferParams } from '../../methods/params'

export type TransferReading =
  | { state: 'loading' }
  | { state: 'unreadable' }
  | { state: 'tooLittle'; payment: string }
  | { state: 'read'; payment: string; fee: bigint; feePerByte: bigint; vsize?: number }

/**
 * The approval's reading of a `sendTransfer`: the payment address (the connected account's
 * first), its coins and the 3-block fee rate from the network's Esplora API (the operator's
 * endpoint, never the page's), then `planBitcoinTransfer` over them: the fee the embedded wallet
 * will pay, and what another wallet's own coin choice is about to cost. Too few coins read as
 * `tooLittle`; a request the plan refuses (a recipient of another network) as `unreadable`.
 *
 * @example
 * const reading = useTransferPlan(params, network)
 */
export function useTransferPlan(params: BitcoinTransferParams, network: AirlockNetwork | undefined): TransferReading {
  const rpcUrls = useAppSelector(selectRpcUrls)
  const payment = useAppSelector((s) => s.account.byNamespace.bip122?.allAccounts[0]?.address)
  const [reading, setReading] = useState<TransferReading>({ state: 'loading' })
  useEffect(() => {
    const kind = bitcoinNetworkKind(network?.caipNetworkId)
    const url = network && trustedRpcUrlOf(network, rpcUrls)
    let live = true
    const read = async (): Promise<TransferReading> => {
      if (!kind || !url || !payment) return { state: 'unreadable' }
      const [utxos, feeEstimates] = await Promise.all([esploraCall(url, `/address/${payment}/utxo`) as Promise<EsploraUtxo[]>, esploraCall(url, '/fee-estimates') as Promise<Record<string, number>>])
      try {
        const plan = planBitcoinTransfer({ network: kind, payment, recipientAddress: params.recipientAddress, amount: params.amount, utxos, feeEstimates })
        return { state: 'read', payment, fee: plan.fee, feePerByte: plan.feePerByte, vsize: estimateSignedVsize(plan.tx, []) }
      } catch (error) {
        return (error as { data?: { reason?: unknown } }).data?.reason === TOO_LITTLE ? { state: 'tooLittle', payment } : { state: 'unreadable' }
      }
    }
    read().then(
      (next) => live && setReading(next),
      () => live && setReading({ state: 'unreadable' }),
    )
    return () => {
      live = false
    }
  }, [params, network, rpcUrls, payment])
  return reading
}
