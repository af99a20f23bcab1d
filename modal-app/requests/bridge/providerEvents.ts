import type { HostEvent, PublicState } from '../../../shared/protocol/api'

type ProviderEvent = Extract<HostEvent, { type: 'provider' }>

/**
 * The EIP-1193 events implied by a state change: `connect` / `disconnect` on the connection
 * edge, `chainChanged` and `accountsChanged` when those differ, for the EVM namespace only.
 * Derived, so state and events can never disagree.
 *
 * @example
 * providerEvents(before, after) // [{ type: 'provider', event: 'accountsChanged', data: ['0x…'] }]
 */
export function providerEvents(prev: PublicState, next: PublicState): ProviderEvent[] {
  const events: ProviderEvent[] = []
  // The provider is EVM's: while another namespace is active (switch to Solana, docs/state-rules.md#networks) its accounts
  // and connection are not the EVM ones, so the dapp's EVM view stays as it was.
  if (next.namespace !== undefined && next.namespace !== 'eip155') return events
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
