import type { RestoredConnection } from './messages'

/**
 * Whether a remembered connection still fits the page that loads now: its network must be one
 * of the page's networks. A page that changed its networks since (the demo turning Solana off)
 * must not be shown connected on a network it no longer offers; its connection then restores the
 * slow way, as on a first visit. Host and modal both apply it, so both agree on whether `ready`'s
 * connection stands.
 *
 * @example
 * restoredFits(ready.restored, options.networks) // false when the remembered network is gone
 */
export function restoredFits(restored: RestoredConnection | undefined, networks: readonly { caipNetworkId: string }[]): restored is RestoredConnection {
  const network = restored?.state.caipNetworkId
  return !!network && networks.some((n) => n.caipNetworkId === network)
}
