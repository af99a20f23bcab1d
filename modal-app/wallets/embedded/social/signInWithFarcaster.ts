import type { AuthSession, FarcasterChannel } from '../../../../shared/authApi'
import { ErrorText } from '../../../../shared/errors/messages'
import { AuthRequestError } from '../authClient/AuthRequestError'
import type { AuthClient } from '../authClient/createAuthClient'
import { farcasterChannelSecret } from '../authClient/farcasterChannelSecret'
import { pollFarcasterChannel } from '../authClient/pollFarcasterChannel'

/**
 * Signs in with Farcaster through the auth service's relay: creates a channel bound to a secret
 * this call keeps to itself (only its hash goes to the relay; `onChannel` never sees it), reports it
 * (`onChannel`: the connector puts its URL in the store for the ConnectingFarcaster view's QR
 * code and link), then polls it until the visitor approved it in their Farcaster client
 * (resolves the session) or it expired (AuthRequestError CODE_EXPIRED, 'The Farcaster sign-in
 * expired. Please try again.'). `cancel()` (the visitor went back, the modal closed) stops the
 * polling at once, or the channel's creation if it is still on its way; `result` then rejects
 * with AuthRequestError ABORTED and `onChannel` is not called any more.
 *
 * @example
 * const attempt = signInWithFarcaster(auth, { onChannel: (c) => report.noticed({ type: 'farcasterChannel', ...c }) })
 * onLeave(attempt.cancel)
 * const session = await attempt.result
 */
export function signInWithFarcaster(auth: AuthClient, options: { onChannel(channel: FarcasterChannel): void }): { result: Promise<AuthSession>; cancel(): void } {
  const controller = new AbortController()
  const { signal } = controller
  const aborted = () => new AuthRequestError({ reason: 'ABORTED', message: ErrorText.requestAborted, status: 0 })
  const run = async () => {
    const { secret, secretHash } = farcasterChannelSecret()
    const channel = await auth.farcasterChannel(secretHash, { signal })
    if (signal.aborted) throw aborted()
    options.onChannel(channel)
    return pollFarcasterChannel(auth, { ...channel, secret }, { signal })
  }
  return { result: run(), cancel: () => controller.abort() }
}
