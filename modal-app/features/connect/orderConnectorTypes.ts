import type { ConnectorType } from '../../../shared/options'

/** Inputs of the connector type order (docs/views.md#orders). */
export interface ConnectorTypesInput {
  enableWalletConnect: boolean
  /** A namespace is already connected through WalletConnect. */
  connectedViaWalletConnect: boolean
  /** `connectorTypeOrder` from the options: these come first. */
  overrides?: readonly ConnectorType[]
}

const DEFAULT_TYPES: readonly ConnectorType[] = ['walletConnect', 'recent', 'injected', 'featured', 'custom', 'external', 'recommended']

/**
 * The order of wallet groups in the Connect list (docs/views.md#orders): walletConnect (only when enabled and not
 * already connected through it), recent, injected, featured, custom, external, recommended;
 * configured overrides come first, the rest keep the default order. An override cannot bring
 * back a WalletConnect row the rule hides.
 *
 * @example
 * orderConnectorTypes({ enableWalletConnect: true, connectedViaWalletConnect: false, overrides: ['featured'] })
 * // ['featured', 'walletConnect', 'recent', 'injected', 'custom', 'external', 'recommended']
 */
export function orderConnectorTypes(input: ConnectorTypesInput): ConnectorType[] {
  const showWalletConnect = input.enableWalletConnect && !input.connectedViaWalletConnect
  const allowed = DEFAULT_TYPES.filter((t) => t !== 'walletConnect' || showWalletConnect)
  const overrides = [...new Set(input.overrides ?? [])].filter((t) => allowed.includes(t))
  return [...overrides, ...allowed.filter((t) => !overrides.includes(t))]
}
