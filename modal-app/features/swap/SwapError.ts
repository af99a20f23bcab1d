/** Why a swap did not happen. */
export type SwapErrorCode = 'UNSUPPORTED' | 'BUILD_FAILED' | 'APPROVAL_REVERTED' | 'SWAP_REVERTED' | 'SLIPPAGE'

/**
 * A swap that failed after the visitor asked for it, with the code the view turns into its
 * toast: the service refused to build it, a transaction reverted on chain, or the price moved
 * past the slippage (before or on chain).
 *
 * @example
 * throw new SwapError('SWAP_REVERTED', `swap ${hash} reverted`)
 */
export class SwapError extends Error {
  override name = 'SwapError'
  constructor(
    readonly code: SwapErrorCode,
    message: string,
  ) {
    super(message)
  }
}
