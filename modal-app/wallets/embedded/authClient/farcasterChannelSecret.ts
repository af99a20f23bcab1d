import { sha256 } from 'viem'
import { bytesToBase64Url } from '../internal/bytesToBase64Url'

/** A Farcaster channel secret and the hash the relay keeps of it. */
export interface FarcasterChannelSecret {
  /** 256 random bits, base64url: sent only in the status poll's header, never shown or stored. */
  secret: string
  /** SHA-256 of the secret's text, base64url: sent when the channel is created. */
  secretHash: string
}

/**
 * Makes the secret that binds a Farcaster channel to this modal: the relay gets only its hash at
 * creation and releases the session only to a poll that shows the secret itself. The channel
 * token travels in the QR code (any camera or onlooker has it), so it alone must never be
 * enough to take the session. Synchronous (viem's SHA-256), from `crypto.getRandomValues`.
 *
 * @example
 * const { secret, secretHash } = farcasterChannelSecret()
 * const channel = await auth.farcasterChannel(secretHash)
 * await auth.farcasterStatus(channel.channelToken, secret)
 */
export function farcasterChannelSecret(): FarcasterChannelSecret {
  const secret = bytesToBase64Url(crypto.getRandomValues(new Uint8Array(32)))
  return { secret, secretHash: bytesToBase64Url(sha256(new TextEncoder().encode(secret), 'bytes')) }
}
