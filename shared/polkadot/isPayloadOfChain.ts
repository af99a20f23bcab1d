/**
 * Whether a Polkadot extrinsic payload's genesis hash is the chain's a request names by CAIP-2
 * (`polkadot:` and the genesis hash's first 32 hex digits). Because a payload signed for another
 * chain is valid there — with other units (KSM's 12 decimals, not DOT's 10) — and the visitor
 * approved it for this chain only.
 *
 * @example
 * isPayloadOfChain('0x91b171bb158e2d3848fa23a9f1c25182fb8e20313b2c1eb49219da7a70ce90c3', 'polkadot:91b171bb158e2d3848fa23a9f1c25182') // true
 */
export function isPayloadOfChain(genesisHash: unknown, caipNetworkId: string): boolean {
  const reference = caipNetworkId.startsWith('polkadot:') ? caipNetworkId.slice(9).toLowerCase() : ''
  return reference !== '' && typeof genesisHash === 'string' && genesisHash.toLowerCase().startsWith(`0x${reference}`)
}
