import type { NetworkState } from './networkSlice'
import type { OptionsState } from '../options/optionsSlice'
import { shouldShowUnsupportedChain } from '../router/shouldShowUnsupportedChain'

/**
 * The UnsupportedChain rule applied to the store (docs/views.md#unsupported-chain). Basic WalletConnect mode is the host's
 * `basic: true` option (only the WalletConnect QR is offered).
 *
 * @example
 * selectUnsupportedChain(store.getState()) // false
 */
export function selectUnsupportedChain(s: { network: NetworkState; options: OptionsState }): boolean {
  const o = s.options.value
  return shouldShowUnsupportedChain({
    activeCaipNetworkId: s.network.caipNetwork?.caipNetworkId,
    requestedCaipNetworkIds: s.network.requestedCaipNetworkIds,
    enableNetworkSwitch: o.enableNetworkSwitch !== false,
    allowUnsupportedChain: o.allowUnsupportedChain === true,
    basicWalletConnect: o.basic === true,
  })
}
