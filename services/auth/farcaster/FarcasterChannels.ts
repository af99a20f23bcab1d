import { randomBytes } from 'node:crypto'
import type { AuthSession } from '../../../shared/authApi/types'

/** One pending Sign-In-With-Farcaster request, as the relay holds it. */
export interface Channel {
  channelToken: string
  projectId: string
  /** What the signed message must name: `Nonce:`, the domain and the URI. */
  nonce: string
  domain: string
  siweUri: string
  expiresAt: number
  session: AuthSession | null
}

const MAX_CHANNELS = 10_000

/**
 * The relay's channels, in memory: a random channel token (the secret the modal polls with and
 * the QR carries), a random nonce the Farcaster client must sign, an expiry, and the session once
 * a client approved. Expired channels are swept on each creation; the table is capped.
 *
 * @example
 * const channel = channels.create({ projectId, domain: '127.0.0.1:8789', siweUri: authUrl, ttlMs: 300_000 })
 */
export class FarcasterChannels {
  private readonly channels = new Map<string, Channel>()

  constructor(private readonly now: () => number) {}

  create({ projectId, domain, siweUri, ttlMs }: { projectId: string; domain: string; siweUri: string; ttlMs: number }): Channel {
    const now = this.now()
    for (const [k, c] of this.channels) if (c.expiresAt <= now) this.channels.delete(k)
    if (this.channels.size >= MAX_CHANNELS) throw new Error('too many Farcaster sign-ins in progress')
    const channel: Channel = {
      channelToken: randomBytes(24).toString('base64url'),
      projectId,
      // SIWE nonces are alphanumeric, at least 8 characters.
      nonce: randomBytes(12).toString('hex'),
      domain,
      siweUri,
      expiresAt: now + ttlMs,
      session: null,
    }
    this.channels.set(channel.channelToken, channel)
    return channel
  }

  get(channelToken: string): Channel | undefined {
    return this.channels.get(channelToken)
  }
}
