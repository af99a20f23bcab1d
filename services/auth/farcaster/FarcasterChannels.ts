import { randomBytes, timingSafeEqual } from 'node:crypto'
import type { AuthUser } from '../../../shared/authApi/types'
import type { SqlEngine } from '../../fixtures/storage/SqlEngine'
import { AuthError } from '../internal/AuthError'
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

interface ChannelRow {
  channel_token: string
  project_id: string
  secret_hash: string
  nonce: string
  domain: string
  siwe_uri: string
  expires_at: number
  approved_user: string | null
  released: number
}

/**
 * The relay's channels, in the auth database (`farcaster_channels`), so the instance that opens a
 * channel, the one the Farcaster client approves it at and the one the modal's poll reaches may
 * all differ. A channel has two secrets with different holders: the channel token (in the QR
 * code, so the visitor's Farcaster client, and anyone who sees the screen, has it) and the modal's
 * secret, of which the relay keeps only the hash given at creation. Approving takes the token and
 * a signature; taking the session takes the modal's secret and works once. Both are one
 * conditional UPDATE each, so two instances racing can't both approve a channel nor both hand out
 * its session. Expired channels are dropped by `prune`; at most 10,000 live ones are opened.
 *
 * @example
 * const channel = await db.farcasterChannels.create({ projectId, secretHash, domain: '127.0.0.1:8789', siweUri: authUrl, expiresAt: now + 300_000 }, now)
 * await db.farcasterChannels.release(channel.channelToken, projectId, secretFromHeader, now) // { state: 'completed', user } once
 */
export class FarcasterChannels {
  constructor(private readonly sql: SqlEngine) {}

  /** Whether `value` is a secret hash the relay accepts (a SHA-256 in base64url). */
  static isSecretHash(value: unknown): value is string {
    return typeof value === 'string' && SECRET_HASH.test(value)
  }

  /** Opens a channel with a fresh token and nonce; past the cap of live channels, a 503 SIGN_IN_FAILED. */
  async create({ projectId, secretHash, domain, siweUri, expiresAt }: Pick<Channel, 'projectId' | 'secretHash' | 'domain' | 'siweUri' | 'expiresAt'>, now: number): Promise<Channel> {
    // A cap against filling the table, not an exact count: two instances may each let one more in.
    const live = await this.sql.one<{ n: number }>('SELECT count(*) AS n FROM farcaster_channels WHERE expires_at > ?', [now])
    if (Number(live?.n ?? 0) >= MAX_CHANNELS) throw new AuthError(503, 'SIGN_IN_FAILED', 'Too many Farcaster sign-ins are in progress; try again shortly')
    const channel: Channel = {
      channelToken: randomBytes(24).toString('base64url'),
      projectId,
      secretHash,
      // SIWE nonces are alphanumeric, at least 8 characters.
      nonce: randomBytes(12).toString('hex'),
      domain,
      siweUri,
      expiresAt,
      approvedUser: null,
      released: false,
    }
    await this.sql.run('INSERT INTO farcaster_channels (channel_token, project_id, secret_hash, nonce, domain, siwe_uri, expires_at, approved_user, released) VALUES (?, ?, ?, ?, ?, ?, ?, NULL, 0)', [
      channel.channelToken, projectId, secretHash, channel.nonce, domain, siweUri, expiresAt,
    ])
    return channel
  }

  async get(channelToken: string): Promise<Channel | undefined> {
    const r = await this.sql.one<ChannelRow>('SELECT * FROM farcaster_channels WHERE channel_token = ?', [channelToken])
    return r && channelOf(r)
  }

  /**
   * Records who approved the channel: true when it was still open (not approved, not released,
   * not expired at `now`); false when another approval got there first, on any instance.
   */
  async approve(channelToken: string, user: AuthUser, now: number): Promise<boolean> {
    const changed = await this.sql.run(
      'UPDATE farcaster_channels SET approved_user = ? WHERE channel_token = ? AND approved_user IS NULL AND released = 0 AND expires_at > ?',
      [JSON.stringify(user), channelToken, now],
    )
    return changed > 0
  }

  /**
   * The modal's poll: undefined when the channel is unknown, of another project or `secret` is not
   * the creator's (the caller answers 404, telling an attacker nothing); otherwise its state, with
   * the approved user exactly once. The user is handed out by the UPDATE that marks the channel
   * released, only if it was not yet: of two polls racing (on two instances) one gets it.
   */
  async release(channelToken: string, projectId: string, secret: string | undefined, now: number): Promise<ChannelRelease | undefined> {
    const c = await this.get(channelToken)
    if (!c || c.projectId !== projectId || !secret || !sameText(hashSecret(secret), c.secretHash)) return undefined
    if (c.released) return { state: 'gone' }
    if (c.expiresAt <= now) return { state: 'expired' }
    if (!c.approvedUser) return { state: 'pending' }
    const taken = await this.sql.one<{ approved_user: string }>(
      'UPDATE farcaster_channels SET released = 1 WHERE channel_token = ? AND released = 0 AND approved_user IS NOT NULL RETURNING approved_user',
      [channelToken],
    )
    return taken ? { state: 'completed', user: JSON.parse(taken.approved_user) as AuthUser } : { state: 'gone' }
  }

  /** Drops the channels expired at `now` (a poll for one then finds nothing). */
  async prune(now: number): Promise<void> {
    await this.sql.run('DELETE FROM farcaster_channels WHERE expires_at <= ?', [now])
  }
}

function channelOf(r: ChannelRow): Channel {
  return {
    channelToken: r.channel_token,
    projectId: r.project_id,
    secretHash: r.secret_hash,
    nonce: r.nonce,
    domain: r.domain,
    siweUri: r.siwe_uri,
    expiresAt: Number(r.expires_at),
    approvedUser: r.approved_user === null ? null : (JSON.parse(r.approved_user) as AuthUser),
    released: Number(r.released) === 1,
  }
}

function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a)
  const y = Buffer.from(b)
  return x.length === y.length && timingSafeEqual(x, y)
}
