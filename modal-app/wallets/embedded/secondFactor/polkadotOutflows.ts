import type { DecodedPolkadotPayload } from '../../polkadot/decodePolkadotPayload'
import type { Outflow } from './Outflow'

/** The balances pallet's calls that send a stated amount of the native token (`value`). */
const TRANSFERS = new Set(['transfer', 'transferKeepAlive', 'transferAllowDeath'])

/**
 * What a Polkadot extrinsic lets leave the wallet, from the payload as the approval decoded it
 * (decodePolkadotPayload against the chain's metadata, the signer's own reading): the tip,
 * whatever the call (it leaves the account even when the call does nothing), plus a balances
 * transfer's `value` in planck. Any other call is named as unpriced: the modal reads its
 * arguments but not what the runtime does with them (`transferAll`, a batch, staking, a proxy or
 * an XCM call can all move the account's funds). A tip paid in another asset (`assetId`) is
 * unpriced too: it is not planck of the native token.
 *
 * @example
 * polkadotOutflows(decoded) // [{ amount: 10000000000n }, { amount: 0n }]
 */
export function polkadotOutflows(decoded: DecodedPolkadotPayload): Outflow[] {
  const tip: Outflow = decoded.assetId === null ? { amount: BigInt(decoded.tip) } : { unpriced: `a tip of ${decoded.tip} in asset ${decoded.assetId}, which the modal can’t price` }
  if (decoded.pallet !== 'balances' || !TRANSFERS.has(decoded.call)) return [{ unpriced: `${decoded.pallet}.${decoded.call}, which the modal can’t price` }, tip]
  // Without a token given to the decoder, a Balance reads as its grouped planck ("10,000,000,000").
  const raw = decoded.args.find((a: { name: string }) => a.name === 'value')?.value.replaceAll(',', '')
  if (!raw || !/^\d+$/.test(raw)) return [{ unpriced: `${decoded.pallet}.${decoded.call} with an amount the modal can’t read` }, tip]
  return [{ amount: BigInt(raw) }, tip]
}
