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
