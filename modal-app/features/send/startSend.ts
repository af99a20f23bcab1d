import { ErrorText } from '../../../shared/errors/messages'
import { InternalError, toProviderError } from '../../../shared/errors/ProviderRpcError'
import { trustedRpcUrlOf } from '../../clients/chainRpc/trustedRpcUrlOf'
import type { RootState } from '../../store/RootState'
import type { AppDispatch } from '../../store/storeTypes'
import type { ConnectorClient } from '../../wallets/liveClients'
import { readFromNetwork } from '../../clients/chainRpc/readFromNetwork'
import { selectActiveAccount } from '../../state/account/selectors'
import { approveThenForward } from '../../requests/approvals/approveThenForward'
import { notificationRequested } from '../../state/notifications/notificationsSlice'
import { viewsReset } from '../../state/router/routerSlice'
import { buildSendTransaction } from './buildSendTransaction'
import { sendDraftReset, sendDraftUpdated } from '../../state/send/sendSlice'

/** What a send needs from the store and the connector hub. */
export interface SendContext {
  getState(): RootState
  dispatch: AppDispatch
  /** The live connection of a namespace (injected, WalletConnect or embedded). */
  connector(namespace: string): ConnectorClient | undefined
}

/**
 * Runs the send of the current draft (docs/state-rules.md#send): builds the transaction (texts for a bad draft, docs/validation.md#send): an
 * EVM transfer, or on Solana the SOL / SPL transfer planned on the chain (fresh blockhash, the
 * receiver's token account created when missing); an EVM send, reviewed on the preview, goes
 * to the wallet without a second in-modal approval, a Solana one is shown in the approval view
 * (with its simulation) first; the active connector signs and sends it
 * (`eth_sendTransaction`, `solana_signAndSendTransaction`), then resets to Account with
 * 'Transaction started' and clears the draft. A refusal by the wallet leaves the preview as it was; a wallet error
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
  const from = account.address
  const input = { from, caipNetworkId: network.caipNetworkId, token: draft.token, amount: draft.sendTokenAmount, receiver: draft.receiverAddress }
  const connector = ctx.connector(network.chainNamespace)
  ctx.dispatch(sendDraftUpdated({ loading: true }))
  let request: { method: string; params: unknown }
  try {
    if (network.chainNamespace === 'solana') {
      const url = trustedRpcUrlOf(network, state.options.value.rpcUrls)
      // Loaded for a Solana send only: an EVM send doesn't pay for the Solana builder's ed25519 code.
      const { planSolanaSend } = await import('./solana/planSolanaSend')
      const plan = await planSolanaSend((method, params) => readFromNetwork(url, method, params), input)
      request = { method: 'solana_signAndSendTransaction', params: { transaction: plan.transaction } }
    } else {
      request = { method: 'eth_sendTransaction', params: [buildSendTransaction({ ...input, gasPrice: draft.gasPrice })] }
    }
  } catch (error) {
    ctx.dispatch(sendDraftUpdated({ loading: false }))
    // A bad draft gets its text (docs/validation.md#send); a Solana chain that could not prepare the send gets the Solana text (docs/texts.md#send).
    const problem = toProviderError(error)
    const message = problem.code === -32602 || problem.message === ErrorText.unsupportedChain || network.chainNamespace !== 'solana' ? problem.message : ErrorText.solanaSendFailed
    ctx.dispatch(notificationRequested({ message, variant: 'error' }))
    return undefined
  }
  if (!connector) {
    ctx.dispatch(sendDraftUpdated({ loading: false }))
    ctx.dispatch(notificationRequested({ message: ErrorText.somethingWentWrong, variant: 'error' }))
    return undefined
  }
  try {
    // An EVM send is built here from the draft the visitor just confirmed on the review: no
    // second approval in the modal. A Solana send still shows it: its approval simulates the
    // planned transaction (balance changes, a token account created) the review can't show.
    const reviewedInModal = request.method === 'eth_sendTransaction'
    const ask = { method: request.method, params: request.params, caipNetworkId: network.caipNetworkId, address: from, goBack: true, reviewedInModal }
    const answer = await approveThenForward(ctx.dispatch, ask, () => connector.request({ ...request, chainId: network.caipNetworkId }))
    // A Solana wallet answers { signature }; one without it did not send (Solana text, docs/texts.md#send).
    const hash = request.method === 'eth_sendTransaction' ? answer : (answer as { signature?: unknown } | null)?.signature
    if (request.method !== 'eth_sendTransaction' && typeof hash !== 'string') throw new InternalError({ message: ErrorText.solanaSendFailed })
    ctx.dispatch(viewsReset('Account'))
    ctx.dispatch(notificationRequested({ message: ErrorText.transactionStarted, variant: 'success' }))
    ctx.dispatch(sendDraftReset())
    return typeof hash === 'string' ? hash : undefined
  } catch (error) {
    ctx.dispatch(sendDraftUpdated({ loading: false }))
    // A Reject on the approval view, or the wallet's own refusal, is the visitor's choice, not a failure.
    if (toProviderError(error).code !== 4001) ctx.dispatch(notificationRequested({ message: ErrorText.somethingWentWrong, variant: 'error' }))
    return undefined
  }
}
