import { STANDALONE_VIEWS, type StandaloneView, type ViewName } from './viewNames'

/** What the start view depends on. */
export interface OpenContext {
  /** An address is connected on the active namespace. */
  connected: boolean
  /** The UnsupportedChain conditions hold (docs/views.md#unsupported-chain) (see `shouldShowUnsupportedChain`). */
  unsupportedChain: boolean
}

/**
 * The first view when the modal opens (docs/views.md#opening-and-closing): the host's requested view when it is a standalone
 * view (any case of its name, `help` is an alias of WhatIsAWallet); otherwise UnsupportedChain
 * when its conditions hold while connected, else Account when connected, else Connect.
 * An unknown name falls back to Connect. Account asked for while disconnected opens Connect.
 *
 * @example
 * resolveOpenView(undefined, { connected: true, unsupportedChain: false }) // 'Account'
 * resolveOpenView('networks', { connected: false, unsupportedChain: false }) // 'Networks'
 */
export function resolveOpenView(requested: string | undefined, ctx: OpenContext): ViewName {
  if (requested !== undefined && requested !== '') {
    const view = matchStandalone(requested)
    if (!view) return 'Connect'
    if (view === 'Account' && !ctx.connected) return 'Connect'
    return view
  }
  if (ctx.connected && ctx.unsupportedChain) return 'UnsupportedChain'
  return ctx.connected ? 'Account' : 'Connect'
}

// A Map, not an object literal, so names like `__proto__` or `constructor` match nothing.
const ALIASES = new Map<string, StandaloneView>([
  ['help', 'WhatIsAWallet'],
  ['wallets', 'AllWallets'],
])

function matchStandalone(name: string): StandaloneView | undefined {
  const key = name.trim().toLowerCase()
  return STANDALONE_VIEWS.find((v) => v.toLowerCase() === key) ?? ALIASES.get(key)
}
