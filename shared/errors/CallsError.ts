import { ProviderRpcError } from './ProviderRpcError'

/** The EIP-5792 error codes the wallet answers `wallet_sendCalls` / `wallet_getCallsStatus` with. */
export const CallsErrorCode = {
  /** The dapp required a capability the wallet does not offer (5700). */
  unsupportedCapability: 5700,
  /** The wallet cannot send calls on that chain (5710). */
  unsupportedChain: 5710,
  /** No batch with that id (5730). */
  unknownBundle: 5730,
  /** The wallet cannot run the batch atomically though the dapp required it (5760). */
  atomicityNotSupported: 5760,
} as const

export type CallsErrorCode = (typeof CallsErrorCode)[keyof typeof CallsErrorCode]

/**
 * An EIP-5792 refusal with its standard code, so a dapp (viem, wagmi) can tell "this wallet can't
 * batch here" from "the visitor said no".
 *
 * @example
 * throw new CallsError(CallsErrorCode.unknownBundle, 'No calls with this id')
 */
export class CallsError extends ProviderRpcError {
  override name = 'CallsError'
  constructor(code: CallsErrorCode, message: string) {
    super(message, { code })
  }
}
