import { numberToHex, type Hex } from 'viem'
import { UnauthorizedError } from '../../../shared/errors/ProviderRpcError'
import type { SwapTransaction } from '../../../shared/swap/types'
import type { AppThunk } from '../../store/appThunk'
import { hubFrom } from '../../wallets/hubAccess'
import { approveThenForward } from '../../requests/approvals/approveThenForward'

/**
 * Sends a transaction the modal itself built (a swap, an approval) through the active eip155
 * connector, after the same ApproveTransaction view a dapp's request gets, or straight to the
 * wallet when it says exactly what the visitor reviewed on the Swap view (`reviewedInModal`,
 * see builtAsReviewed); the visitor's Approve comes back to the view that asked (`goBack`), so
 * a two-step swap stays in the modal.
 * Rejects with 4001 on Reject, 4100 without a connected wallet; resolves with the hash.
 *
 * @example
 * const hash = await dispatch(sendFromModal(tx, builtAsReviewed(tx, plan, 'swap')))
 */
export function sendFromModal(tx: SwapTransaction, reviewedInModal = false): AppThunk<Promise<Hex>> {
  return async (dispatch, getState, extra) => {
    const state = getState()
    const account = state.account.byNamespace.eip155
    const network = state.network.caipNetwork
    const connector = hubFrom(extra)?.registry.get('eip155')
    if (!account?.address || account.status !== 'connected' || !network || !connector) throw new UnauthorizedError()
    const params = [
      { from: account.address, to: tx.to, data: tx.data, value: numberToHex(BigInt(tx.value)), gas: numberToHex(BigInt(tx.eip155.gas)), gasPrice: numberToHex(BigInt(tx.eip155.gasPrice)) },
    ]
    const ask = { method: 'eth_sendTransaction', params, caipNetworkId: network.caipNetworkId, address: account.address, goBack: true, reviewedInModal }
    return (await approveThenForward(dispatch, ask, () => connector.request({ method: 'eth_sendTransaction', params, chainId: network.caipNetworkId }))) as Hex
  }
}
