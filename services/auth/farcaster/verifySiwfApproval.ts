import { getAddress, isAddress, verifyMessage, type Hex } from 'viem'
import { parseSiweMessage } from 'viem/siwe'
import type { FarcasterApproval } from '../../../shared/authApi/types'
import { AuthError } from '../internal/AuthError'
import type { Channel } from './FarcasterChannels'

const SKEW_MS = 60_000

function refuse(why: string): never {
  throw new AuthError(400, 'SIGN_IN_FAILED', `Farcaster sign-in refused: ${why}`)
}

/**
 * Checks a Farcaster client's approval of a channel the way the relay must: the message is an
 * EIP-4361 (SIWF) message for this channel's domain, URI and nonce, on chain 10, from the custody
 * address, naming the fid as `farcaster://fid/<fid>`, not expired and not issued in the future;
 * the signature recovers to the custody address (viem `verifyMessage`). Returns the checked
 * custody address, or throws SIGN_IN_FAILED saying which check failed.
 *
 * @example
 * const custody = await verifySiwfApproval(body, channel, Date.now())
 */
export async function verifySiwfApproval(approval: FarcasterApproval, channel: Channel, now: number): Promise<`0x${string}`> {
  const { fid, username, custodyAddress, message, signature } = approval
  if (!Number.isSafeInteger(fid) || fid <= 0) refuse('fid must be a positive integer')
  if (typeof username !== 'string' || !/^[a-z0-9][a-z0-9-]{0,15}(\.eth)?$/.test(username)) refuse('username is not a Farcaster name')
  if (typeof custodyAddress !== 'string' || !isAddress(custodyAddress, { strict: false })) refuse('custodyAddress is not an address')
  if (typeof message !== 'string' || message.length > 4096) refuse('message is missing')
  if (typeof signature !== 'string' || !/^0x[0-9a-fA-F]{130}$/.test(signature)) refuse('signature is not a 65-byte hex signature')
  const parsed = parseSiweMessage(message)
  if (parsed.domain !== channel.domain) refuse('the message is for another domain')
  if (parsed.uri !== channel.siweUri) refuse('the message is for another URI')
  if (parsed.nonce !== channel.nonce) refuse("the nonce is not this channel's")
  if (parsed.version !== '1' || parsed.chainId !== 10) refuse('the message is not a SIWF message (version 1, chain 10)')
  if (!parsed.address || getAddress(parsed.address) !== getAddress(custodyAddress)) refuse('the message is not from the custody address')
  if (!parsed.resources?.includes(`farcaster://fid/${fid}`)) refuse('the message does not name the fid')
  if (!parsed.expirationTime || parsed.expirationTime.getTime() <= now) refuse('the message has expired')
  if (!parsed.issuedAt || parsed.issuedAt.getTime() > now + SKEW_MS) refuse('the message is issued in the future')
  if (parsed.notBefore && parsed.notBefore.getTime() > now + SKEW_MS) refuse('the message is not valid yet')
  const valid = await verifyMessage({ address: getAddress(custodyAddress), message, signature: signature as Hex }).catch(() => false)
  if (!valid) refuse('the signature does not match the custody address')
  return getAddress(custodyAddress)
}
