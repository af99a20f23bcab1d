import type { ConnectMethod } from '../../../shared/options'

/** Inputs of the connect-method order (docs/views.md#orders). */
export interface ConnectMethodsInput {
  /** An injected or announced wallet is shown in the list. */
  hasShownInstalledWallet: boolean
  /** `features.connectMethodsOrder`, which wins when set. */
  configured?: readonly ConnectMethod[]
}

const DEFAULT_ORDER: readonly ConnectMethod[] = ['email', 'social', 'wallet']
const WALLET_FIRST: readonly ConnectMethod[] = ['wallet', 'email', 'social']

/**
 * The order of the Connect view's sections (docs/views.md#orders): email, social, wallet; wallet first when an
 * injected or announced wallet is shown; a configured order overrides both. A configured order
 * is de-duplicated, unknown entries dropped, and methods it leaves out follow in default order.
 *
 * @example
 * orderConnectMethods({ hasShownInstalledWallet: true }) // ['wallet', 'email', 'social']
 */
export function orderConnectMethods(input: ConnectMethodsInput): ConnectMethod[] {
  const base = input.hasShownInstalledWallet ? WALLET_FIRST : DEFAULT_ORDER
  if (!input.configured || input.configured.length === 0) return [...base]
  const chosen = [...new Set(input.configured.filter((m) => DEFAULT_ORDER.includes(m)))]
  return [...chosen, ...DEFAULT_ORDER.filter((m) => !chosen.includes(m))]
}
