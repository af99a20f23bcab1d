import { privateKeyToAccount } from 'viem/accounts'
import { farcasterTestUsers, farcasterThrowawayUser, THROWAWAY_FIDS } from './farcasterTestUsers'

/**
 * Where the relay learns which custody address owns a fid: on Farcaster that is the ID registry
 * contract on OP Mainnet (`IdRegistry.custodyOf(fid)`); the local stack stands in with its test
 * users. The relay binds a fid only to the address this answers, and only when that address
 * signed the approval, so an approval signed by any other key can't claim a fid (not even one
 * that never signed in here before).
 */
export interface FarcasterIdRegistry {
  /** The fid's custody address (checksummed or lower case), or undefined when the fid is unknown. */
  custodyOf(fid: number): Promise<string | undefined>
}

/**
 * The local stack's stand-in for the ID registry: the fids and custody addresses of
 * `farcasterTestUsers`, the throwaway test users (`farcasterThrowawayUser`, fids 900000–999999),
 * and no other fid.
 *
 * @example
 * await testUserRegistry().custodyOf(1001) // alice's custody address
 */
export function testUserRegistry(): FarcasterIdRegistry {
  const custody = new Map(farcasterTestUsers.map((u) => [u.fid, privateKeyToAccount(u.custodyKey).address]))
  const throwaway = (fid: number) => (Number.isInteger(fid) && fid >= THROWAWAY_FIDS.from && fid <= THROWAWAY_FIDS.to ? privateKeyToAccount(farcasterThrowawayUser(fid).custodyKey).address : undefined)
  return { custodyOf: async (fid) => custody.get(fid) ?? throwaway(fid) }
}

/**
 * A registry that knows no fid: what a service started without a registry (not the local stack)
 * uses, so Farcaster sign-in is refused rather than trusting whoever claims a fid first.
 *
 * @example
 * await emptyRegistry().custodyOf(1001) // undefined
 */
export function emptyRegistry(): FarcasterIdRegistry {
  return { custodyOf: async () => undefined }
}
