import { ErrorText } from '../../../shared/errors/messages'
import { toProviderError } from '../../../shared/errors/ProviderRpcError'
import type { RootState } from '../../app/rootReducer'
import type { AppDispatch } from '../../app/storeTypes'
import type { ConnectorClient } from '../../rpc/RpcDeps'
import { selectActiveAccount } from '../account/selectors'
import { requestApproval } from '../approvals/requestApproval'
import { notificationRequested } from '../notifications/notificationsSlice'
import { viewsReset } from '../router/routerSlice'
import { buildSendTransaction } from './buildSendTransaction'
import { sendDraftReset, sendDraftUpdated } from './sendSlice'

/** What a send needs from the store and the connector hub. */
export interface SendContext {
  getState(): RootState
  dispatch: AppDispatch
  /** The live connection of a namespace (injected, WalletConnect or embedded). */
  connector(namespace: string): ConnectorClient | undefined
}

/**
 * Runs the §4 send of the current draft: builds the transaction (§5 texts for a bad draft), shows
 * it in the approval view (the same guarded ApproveTransaction a dapp's request gets), has the
 * active connector sign and send it, then resets to Account with 'Transaction started' and
 * clears the draft. A refusal on the approval view leaves the preview as it was; a wallet error
 * shows 'Something went wrong' (the analytics listener turns it into SEND_ERROR). Resolves with
 * the transaction hash, or undefined when nothing was sent.
 *
 * @example
 * const hash = await startSend({ getState: store.getState, dispatch: store.dispatch, connector: (ns) => hub.registry.get(ns) })
 */
export async function startSend(ctx: SendContext): Promise<string | undefined> {
  const state = ctx.getState()
  const account = selectActiveAccount(state)
  const network = state.network.caipNetwork
  if (!state.options.value.features.send || !account?.address || !network || state.send.loading) return undefined
  const draft = state.send
  let tx
  try {
    tx = buildSendTransaction({
      from: account.address,
      caipNetworkId: network.caipNetworkId,
      token: draft.token,
      amount: draft.sendTokenAmount,
      receiver: draft.receiverAddress,
      gasPrice: draft.gasPrice,
    })
  } catch (error) {
    ctx.dispatch(notificationRequested({ message: toProviderError(error).message, variant: 'error' }))
    return undefined
  }
  const connector = ctx.connector(network.chainNamespace)
  if (!connector) {
    ctx.dispatch(notificationRequested({ message: ErrorText.somethingWentWrong, variant: 'error' }))
    return undefined
  }
  ctx.dispatch(sendDraftUpdated({ loading: true }))
  const approved = await new Promise<boolean>((resolve) => {
    ctx.dispatch(
      requestApproval({
        shown: { view: 'ApproveTransaction', data: { method: 'eth_sendTransaction', params: JSON.stringify([tx]), caipNetworkId: network.caipNetworkId, address: account.address! } },
        goBack: true,
        onSuccess: () => resolve(true),
        onCancel: () => resolve(false),
      }),
    )
  })
  if (!approved) {
    ctx.dispatch(sendDraftUpdated({ loading: false }))
    return undefined
  }
  try {
    const hash = await connector.request({ method: 'eth_sendTransaction', params: [tx], chainId: network.caipNetworkId })
    ctx.dispatch(viewsReset('Account'))
    ctx.dispatch(notificationRequested({ message: ErrorText.transactionStarted, variant: 'success' }))
    ctx.dispatch(sendDraftReset())
    return typeof hash === 'string' ? hash : undefined
  } catch (error) {
    ctx.dispatch(sendDraftUpdated({ loading: false }))
    // The wallet's own refusal is the visitor's choice, not a failure.
    if (toProviderError(error).code !== 4001) ctx.dispatch(notificationRequested({ message: ErrorText.somethingWentWrong, variant: 'error' }))
    return undefined
  }
}
