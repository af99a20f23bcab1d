import type { SwapToken } from '../../../shared/swap/types'
import { trustedRpcUrlOf } from '../../clients/chainRpc/trustedRpcUrlOf'
import type { AppThunk } from '../../store/appThunk'
import { portfolioApi } from '../../state/dataService/portfolioApi'
import { SwapError } from './SwapError'
import { builtAsReviewed } from './builtAsReviewed'
import { sendFromModal } from './sendFromModal'
import { swapApi } from './swapApi'
import { receivedFromLogs } from './receivedFromLogs'
import { waitForReceipt } from './waitForReceipt'

export interface SwapPlan {
  caipNetworkId: string
  userAddress: string
  from: SwapToken
  to: SwapToken
  /** Base units of `from`. */
  amount: string
  /** Percent, e.g. 1 for 1 %. */
  slippage: number
  /** Base units of `to` the quote promised: what the outcome says when the receipt does not. */
  expected?: string
}

export type SwapStep = 'approving' | 'swapping'

/** A mined swap: its hash and what it paid the visitor, in base units of the token bought. */
export interface SwapOutcome {
  hash: string
  /** Read from the receipt's logs; the quote's amount when the logs do not say. */
  received: bigint
}

function messageOf(error: unknown): string {
  const e = error as { data?: { message?: unknown; error?: unknown }; error?: unknown; message?: unknown }
  return String(e?.data?.message ?? e?.data?.error ?? e?.error ?? e?.message ?? 'unknown error')
}

/**
 * Runs a planned swap end to end: when the token sold needs a bigger allowance, builds the
 * approval (for exactly the amount), sends it and waits for it to be mined; then builds the
 * swap with the slippage, sends it the same way and waits for its receipt. A built transaction
 * that says what the visitor reviewed on the Swap view goes to the wallet without a second
 * in-modal approval; one that doesn't is shown on the approval view. Afterwards the portfolio
 * and the activity are fetched again. Throws a {@link SwapError} (or the wallet's 4001 on
 * Reject); resolves with the swap's hash and what it paid the visitor, read from the receipt
 * (`expected`, the quote, when the logs do not say).
 *
 * @example
 * const { hash, received } = await dispatch(runSwap(plan, (step) => setStep(step)))
 */
export function runSwap(plan: SwapPlan, onStep: (step: SwapStep) => void = () => {}): AppThunk<Promise<SwapOutcome>> {
  return async (dispatch, getState) => {
    const { caipNetworkId, userAddress, from, to, amount } = plan
    // The plan's chain, not the one active now: the dapp can switch the modal's network while a
    // two-step swap waits for its approval to be mined.
    const rpcUrl = trustedRpcUrlOf({ caipNetworkId }, getState().options.value.rpcUrls)
    const needsApproval = !from.address.toLowerCase().endsWith('0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee')
    if (needsApproval) {
      const allowance = await dispatch(swapApi.endpoints.swapAllowance.initiate({ caipNetworkId, tokenAddress: from.address, userAddress }, { subscribe: false, forceRefetch: true }))
      if (allowance.error) throw new SwapError('BUILD_FAILED', messageOf(allowance.error))
      if (BigInt(allowance.data!.allowance) < BigInt(amount)) {
        onStep('approving')
        const approve = await dispatch(swapApi.endpoints.buildApprove.initiate({ caipNetworkId, userAddress, from: from.address, to: to.address, amount }))
        if (approve.error) throw new SwapError('BUILD_FAILED', messageOf(approve.error))
        const hash = await dispatch(sendFromModal(approve.data.tx, caipNetworkId, builtAsReviewed(approve.data.tx, plan, 'approve')))
        if ((await waitForReceipt(rpcUrl, hash)).status !== 'success') throw new SwapError('APPROVAL_REVERTED', `approval ${hash} reverted`)
      }
    }
    onStep('swapping')
    const built = await dispatch(swapApi.endpoints.buildSwap.initiate({ caipNetworkId, userAddress, from: from.address, to: to.address, amount, slippage: plan.slippage }))
    if (built.error) {
      const message = messageOf(built.error)
      throw new SwapError(/SlippageExceeded/.test(message) ? 'SLIPPAGE' : 'BUILD_FAILED', message)
    }
    const hash = await dispatch(sendFromModal(built.data.tx, caipNetworkId, builtAsReviewed(built.data.tx, plan, 'swap')))
    const receipt = await waitForReceipt(rpcUrl, hash)
    // Mined either way: the balances (gas at least) and the activity changed.
    dispatch(portfolioApi.endpoints.balance.initiate({ address: userAddress, caipNetworkId }, { subscribe: false, forceRefetch: true }))
    dispatch(portfolioApi.endpoints.history.initiate({ address: userAddress, caipNetworkId }, { subscribe: false, forceRefetch: true }))
    if (receipt.status !== 'success') throw new SwapError('SWAP_REVERTED', `swap ${hash} reverted`)
    return { hash, received: receivedFromLogs(receipt.logs, to.address, userAddress) ?? BigInt(plan.expected ?? '0') }
  }
}
