/**
 * The key of a session: one per chain and address (CAIP-10 form; EVM addresses lower-cased so a
 * checksum change is the same account).
 *
 * @example
 * sessionKey('eip155:1', '0xF39F…') // 'eip155:1:0xf39f…'
 */
export function sessionKey(caipNetworkId: string, address: string): string {
  return `${caipNetworkId}:${address.startsWith('0x') ? address.toLowerCase() : address}`
}
