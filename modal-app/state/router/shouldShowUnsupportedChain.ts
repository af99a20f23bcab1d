/** Inputs of the UnsupportedChain rule (docs/views.md#unsupported-chain). */
export interface UnsupportedChainInput {
  /** CAIP-2 id of the active network, if any. */
  activeCaipNetworkId: string | undefined
  /** CAIP-2 ids the dapp asked for (its `networks`). */
  requestedCaipNetworkIds: readonly string[]
  enableNetworkSwitch: boolean
  allowUnsupportedChain: boolean
  /** Basic WalletConnect mode (only the WalletConnect QR, no other connectors). */
  basicWalletConnect: boolean
}

/**
 * The rule (docs/views.md#unsupported-chain), exactly: UnsupportedChain opens when the active network is not among the
 * requested networks AND network switching is enabled AND unsupported chains are not allowed
 * AND basic WalletConnect mode is off. With no requested networks every network is supported
 * (docs/validation.md#networks), and with no active network there is nothing to complain about.
 *
 * @example
 * shouldShowUnsupportedChain({ activeCaipNetworkId: 'eip155:10', requestedCaipNetworkIds: ['eip155:1'],
 *   enableNetworkSwitch: true, allowUnsupportedChain: false, basicWalletConnect: false }) // true
 */
export function shouldShowUnsupportedChain(input: UnsupportedChainInput): boolean {
  const { activeCaipNetworkId, requestedCaipNetworkIds } = input
  if (!activeCaipNetworkId || requestedCaipNetworkIds.length === 0) return false
  const notRequested = !requestedCaipNetworkIds.includes(activeCaipNetworkId)
  return notRequested && input.enableNetworkSwitch && !input.allowUnsupportedChain && !input.basicWalletConnect
}
