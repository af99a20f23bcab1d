/** Namespaces the data API serves balances, history and on-ramp for (docs/features.md#namespaces). */
export const DATA_NAMESPACES: readonly string[] = ['eip155', 'solana']

/**
 * Whether the data API can answer for a network (docs/calls.md#data-api): its namespace has balances and activity
 * (eip155, solana) and, when the service's `GET v1/supported-chains` list is known, the id is
 * in it. Without a list (not loaded yet, or it failed) the namespace rule alone decides, so a
 * flaky list never hides a configured network's balances. Unsupported means the modal answers
 * with the empty result and never calls the server.
 *
 * @example
 * isNetworkSupported('eip155:1', ['eip155:1', 'eip155:8453']) // true
 * isNetworkSupported('bip122:000000000019d6689c085ae165831e93') // false
 */
export function isNetworkSupported(caipNetworkId: string | undefined, supportedChains?: readonly string[]): boolean {
  if (!caipNetworkId) return false
  const namespace = caipNetworkId.split(':')[0] ?? ''
  if (!DATA_NAMESPACES.includes(namespace)) return false
  return supportedChains ? supportedChains.includes(caipNetworkId) : true
}
