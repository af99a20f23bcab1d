import { keccak256, toBytes, type Hex } from 'viem'

/** A Farcaster account the local relay's test client can approve as. */
export interface FarcasterTestUser {
  fid: number
  username: string
  /** The custody key; a test key made from a fixed phrase, worthless anywhere else. */
  custodyKey: Hex
}

/**
 * The Farcaster test users of the local stack (the connect page's "Approve as" buttons and the
 * e2e tests). Their keys are derived from fixed phrases so the same fid always has the same
 * custody address, which the relay binds on first sign-in.
 *
 * @example
 * farcasterTestUsers[0]!.username // 'alice'
 */
export const farcasterTestUsers: readonly FarcasterTestUser[] = Object.freeze([
  Object.freeze({ fid: 1001, username: 'alice', custodyKey: keccak256(toBytes('airlock local farcaster custody alice')) }),
  Object.freeze({ fid: 1002, username: 'bob', custodyKey: keccak256(toBytes('airlock local farcaster custody bob')) }),
])

/** The fids of the local stand-in's throwaway test users (`farcasterThrowawayUser`). */
export const THROWAWAY_FIDS = { from: 900_000, to: 999_999 } as const

/**
 * A Farcaster test user of its own for one test (fid 900000–999999), whose custody key is
 * derived from its fid as the fixed users' are from their names: a test that links or binds a
 * fid needs one no earlier run (the test stack's database outlives a run) or other test has used.
 *
 * @example
 * const user = farcasterThrowawayUser(900_000 + Math.floor(Math.random() * 100_000))
 * await approveFarcasterChannel(url, { user })
 */
export function farcasterThrowawayUser(fid: number): FarcasterTestUser {
  if (!Number.isInteger(fid) || fid < THROWAWAY_FIDS.from || fid > THROWAWAY_FIDS.to) throw new RangeError(`a throwaway Farcaster test user's fid is ${THROWAWAY_FIDS.from}–${THROWAWAY_FIDS.to}`)
  return { fid, username: `throwaway${fid}`, custodyKey: keccak256(toBytes(`airlock local farcaster custody ${fid}`)) }
}
