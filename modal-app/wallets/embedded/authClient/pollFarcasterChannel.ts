import type { AuthSession, FarcasterChannel } from '../../../../shared/authApi'
import { ErrorText } from '../../../../shared/errors/messages'
import { AuthRequestError } from './AuthRequestError'
import type { AuthClient } from './createAuthClient'

/** A channel as its creator holds it: what the relay answered, plus the secret only the modal has. */
export interface OpenFarcasterChannel extends FarcasterChannel {
  secret: string
}

export interface PollFarcasterOptions {
  /** Wait between two status calls (the relay answers at once; this is the poll period). */
  intervalMs?: number
  /** The visitor left the ConnectingFarcaster view or closed the modal. */
  signal?: AbortSignal
  now?: () => number
}

/**
 * Polls a Farcaster channel until the visitor approved it in their Farcaster client and resolves
 * the session, each poll showing the channel's secret (the relay hands the session only to it,
 * and only once). Each status call has the client's own 30 s limit; the whole poll ends with an
 * AuthRequestError CODE_EXPIRED ('The Farcaster sign-in expired. Please try again.') when the
 * service says so or the channel's `expiresAt` passed, and ABORTED when `signal` fires. A
 * status call that timed out or hit a network error is retried on the next tick until expiry.
 *
 * @example
 * const { secret, secretHash } = farcasterChannelSecret()
 * const channel = await auth.farcasterChannel(secretHash)
 * showQr(channel.url)
 * const session = await pollFarcasterChannel(auth, { ...channel, secret }, { signal: view.signal })
 */
export async function pollFarcasterChannel(client: AuthClient, channel: OpenFarcasterChannel, options: PollFarcasterOptions = {}): Promise<AuthSession> {
  const { intervalMs = 1_000, signal, now = Date.now } = options
  const expired = () => new AuthRequestError({ reason: 'CODE_EXPIRED', message: ErrorText.farcasterExpired, status: 0 })
  for (;;) {
    if (signal?.aborted) throw new AuthRequestError({ reason: 'ABORTED', message: ErrorText.requestAborted, status: 0 })
    if (now() >= channel.expiresAt) throw expired()
    try {
      const status = await client.farcasterStatus(channel.channelToken, channel.secret, { signal })
      if (status.state === 'completed') return status.session
      if (status.state === 'expired') throw expired()
    } catch (error) {
      // A slow or dropped poll is not the end of the sign-in; anything the service said is.
      if (!(error instanceof AuthRequestError) || !['TIMEOUT', 'NETWORK'].includes(error.reason)) throw error
    }
    await wait(intervalMs, signal)
  }
}

function wait(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms)
    signal?.addEventListener('abort', done, { once: true })
    function done() {
      clearTimeout(timer)
      signal?.removeEventListener('abort', done)
      resolve()
    }
  })
}
