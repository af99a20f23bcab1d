import type { HostEvent, PublicState } from '../../shared/protocol/api'

type ProviderEvent = Extract<HostEvent, { type: 'provider' }>

/**
 * The EIP-1193 events implied by a state change: `connect` / `disconnect` on the connection
 * edge, `chainChanged` and `accountsChanged` when those differ. Derived, so state and events
 * can never disagree.
 *
 * @example
 * providerEvents(before, after) // [{ type: 'provider', event: 'accountsChanged', data: ['0x…'] }]
 */
export function providerEvents(prev: PublicState, next: PublicState): ProviderEvent[] {
  const events: ProviderEvent[] = []
  const wasConnected = prev.status === 'connected'
  const isConnected = next.status === 'connected'
  if (!wasConnected && isConnected && next.chainId) events.push({ type: 'provider', event: 'connect', data: { chainId: next.chainId } })
  if (next.chainId && next.chainId !== prev.chainId) events.push({ type: 'provider', event: 'chainChanged', data: next.chainId })
  if (!sameList(prev.accounts, next.accounts)) events.push({ type: 'provider', event: 'accountsChanged', data: next.accounts })
  if (wasConnected && !isConnected && next.status === 'disconnected') {
    events.push({ type: 'provider', event: 'disconnect', data: { code: 4900, message: 'The wallet disconnected.' } })
  }
  return events
}

function sameList(a: readonly string[], b: readonly string[]) {
  return a.length === b.length && a.every((v, i) => v === b[i])
}
