import { numberToHex, type Hex } from 'viem'
import { UnauthorizedError } from '../../../shared/errors/ProviderRpcError'
import type { SwapTransaction } from '../../../shared/swap/types'
import type { AppThunk } from '../../store/appThunk'
import { hubFrom } from '../../wallets/hubAccess'
import { approveThenForward } from '../../requests/approvals/approveThenForward'

/**
 * Sends a transaction the modal itself built (a swap, an approval) through the active eip155
 * connector on the chain it was built for (`caipNetworkId`), after the same ApproveTransaction
 * view a dapp's request gets, or straight to the wallet when it says exactly what the visitor
 * reviewed on the Swap view (`reviewedInModal`, see builtAsReviewed); the visitor's Approve comes
 * back to the view that asked (`goBack`), so a two-step swap stays in the modal. The chain is the
 * one the transaction was built and reviewed for, never the network active when it is sent: a
 * dapp may switch that (`wallet_switchEthereumChain`) between the two steps of a swap, and the
 * swap built for one chain's exchange and tokens would go, unreviewed, to another. The connector
 * sends on the chain it is asked for (its wallet switched first, or 4901).
 * Rejects with 4001 on Reject, 4100 without a connected wallet; resolves with the hash.
 *
 * @example
 * const hash = await dispatch(sendFromModal(tx, plan.caipNetworkId, builtAsReviewed(tx, plan, 'swap')))
 */
export function sendFromModal(tx: SwapTransaction, caipNetworkId: string, reviewedInModal = false): AppThunk<Promise<Hex>> {
  return async (dispatch, getState, extra) => {
    const account = getState().account.byNamespace.eip155
    const connector = hubFrom(extra)?.registry.get('eip155')
    if (!account?.address || account.status !== 'connected' || !connector) throw new UnauthorizedError()
    const params = [
      { from: account.address, to: tx.to, data: tx.data, value: numberToHex(BigInt(tx.value)), gas: numberToHex(BigInt(tx.eip155.gas)), gasPrice: numberToHex(BigInt(tx.eip155.gasPrice)) },
    ]
    const ask = { method: 'eth_sendTransaction', params, caipNetworkId, address: account.address, goBack: true, reviewedInModal }
    return (await approveThenForward(dispatch, ask, () => connector.request({ method: 'eth_sendTransaction', params, chainId: caipNetworkId }))) as Hex
  }
}
