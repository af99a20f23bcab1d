import { randomBytes, timingSafeEqual } from 'node:crypto'
import type { AuthUser } from '../../../shared/authApi/types'
import { hashSecret } from '../internal/hashSecret'

/** One pending Sign-In-With-Farcaster request, as the relay holds it. */
export interface Channel {
  /** Names the channel in the QR code and the approve URL; public to whoever sees the QR. */
  channelToken: string
  projectId: string
  /** SHA-256 (base64url) of the secret only the modal that created the channel holds. */
  secretHash: string
  /** What the signed message must name: `Nonce:`, the domain and the URI. */
  nonce: string
  domain: string
  siweUri: string
  expiresAt: number
  /** Who approved it (checked signature and registry); no session exists until the modal takes it. */
  approvedUser: AuthUser | null
  /** The modal took its session: the channel hands nothing out any more. */
  released: boolean
}

/** What the modal's poll finds: still waiting, a user to start the session for (once), or nothing more. */
export type ChannelRelease = { state: 'pending' } | { state: 'expired' } | { state: 'completed'; user: AuthUser } | { state: 'gone' }

const MAX_CHANNELS = 10_000
/** A SHA-256 in base64url: 43 characters. */
const SECRET_HASH = /^[A-Za-z0-9_-]{43}$/

/**
 * The relay's channels, in memory. A channel has two secrets with different holders: the channel
 * token (in the QR code, so the visitor's Farcaster client, and anyone who sees the screen, has
 * it) and the modal's secret, of which the relay keeps only the hash given at creation. Approving
 * takes the token and a signature; taking the session takes the modal's secret and works once.
 * Expired channels are swept on each creation; the table is capped.
 *
 * @example
 * const channel = channels.create({ projectId, secretHash, domain: '127.0.0.1:8789', siweUri: authUrl, ttlMs: 300_000 })
 * channels.release(channel.channelToken, projectId, secretFromHeader) // { state: 'completed', user } once
 */
export class FarcasterChannels {
  private readonly channels = new Map<string, Channel>()

  constructor(private readonly now: () => number) {}

  /** Whether `value` is a secret hash the relay accepts (a SHA-256 in base64url). */
  static isSecretHash(value: unknown): value is string {
    return typeof value === 'string' && SECRET_HASH.test(value)
  }

  create({ projectId, secretHash, domain, siweUri, ttlMs }: { projectId: string; secretHash: string; domain: string; siweUri: string; ttlMs: number }): Channel {
    const now = this.now()
    for (const [k, c] of this.channels) if (c.expiresAt <= now) this.channels.delete(k)
    if (this.channels.size >= MAX_CHANNELS) throw new Error('too many Farcaster sign-ins in progress')
    const channel: Channel = {
      channelToken: randomBytes(24).toString('base64url'),
      projectId,
      secretHash,
      // SIWE nonces are alphanumeric, at least 8 characters.
      nonce: randomBytes(12).toString('hex'),
      domain,
      siweUri,
      expiresAt: now + ttlMs,
      approvedUser: null,
      released: false,
    }
    this.channels.set(channel.channelToken, channel)
    return channel
  }

  get(channelToken: string): Channel | undefined {
    return this.channels.get(channelToken)
  }

  /**
   * The modal's poll: undefined when the channel is unknown, of another project or `secret` is not
   * the creator's (the caller answers 404, telling an attacker nothing); otherwise its state, with
   * the approved user exactly once. The user is cleared in the same synchronous step that hands
   * it out, so two polls racing can't both get it.
   */
  release(channelToken: string, projectId: string, secret: string | undefined): ChannelRelease | undefined {
    const c = this.channels.get(channelToken)
    if (!c || c.projectId !== projectId || !secret || !sameText(hashSecret(secret), c.secretHash)) return undefined
    if (c.released) return { state: 'gone' }
    if (c.expiresAt <= this.now()) return { state: 'expired' }
    if (!c.approvedUser) return { state: 'pending' }
    const user = c.approvedUser
    c.approvedUser = null
    c.released = true
    return { state: 'completed', user }
  }
}

function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a)
  const y = Buffer.from(b)
  return x.length === y.length && timingSafeEqual(x, y)
}
