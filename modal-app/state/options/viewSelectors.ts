import type { OptionsState, ResolvedOptions } from './optionsSlice'

// Selectors only lazily loaded views use. They live apart from selectors.ts, which the Connect
// view brings into the modal's first chunk: a module's code travels with its first importer.
type WithOptions = { options: OptionsState }

/** RPC URLs by CAIP-2 network id. @example selectRpcUrls(state)['eip155:1'] */
export const selectRpcUrls = (s: WithOptions): ResolvedOptions['rpcUrls'] => s.options.value.rpcUrls
/** The dapp's own RPC URLs, which explorer links must not leak. @example selectCustomRpcUrls(state) */
export const selectCustomRpcUrls = (s: WithOptions): ResolvedOptions['customRpcUrls'] => s.options.value.customRpcUrls
/** The dapp's own wallets. @example selectCustomWallets(state) */
export const selectCustomWallets = (s: WithOptions): ResolvedOptions['customWallets'] => s.options.value.customWallets
/** The wallet features' button order. @example selectWalletFeaturesOrder(state) */
export const selectWalletFeaturesOrder = (s: WithOptions): ResolvedOptions['walletFeaturesOrder'] => s.options.value.walletFeaturesOrder
/** The origin of the page that embeds the modal. @example selectHostOrigin(state) */
export const selectHostOrigin = (s: WithOptions): OptionsState['hostOrigin'] => s.options.hostOrigin
/** The dapp's own metadata (its claim of name, url and icon). @example selectMetadata(state)?.name */
export const selectMetadata = (s: WithOptions): ResolvedOptions['metadata'] => s.options.value.metadata
